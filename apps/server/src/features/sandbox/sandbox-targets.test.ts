import { describe, expect, it } from "vitest";
import { channelRef, sandboxTargets } from "./sandbox-targets";

describe("sandboxTargets", () => {
  it("reads X accounts and posts the way the verifiers do (author and id from the link)", () => {
    expect(sandboxTargets("twitter_follow", { username: " @LumenLabs " })).toEqual([
      { provider: "twitter", kind: "account", username: "LumenLabs" },
    ]);
    expect(
      sandboxTargets("twitter_like", { tweetUrl: "https://twitter.com/lumen_labs/status/1790000000000000001?s=20" }),
    ).toEqual([{ provider: "twitter", kind: "post", id: "1790000000000000001", author: "lumen_labs" }]);
    expect(sandboxTargets("twitter_comment", { tweetUrl: "https://x.com/jack/status/20" })).toEqual([
      { provider: "twitter", kind: "post", id: "20", author: "jack" },
    ]);
    // Nothing to make for an unusable value (the verifier says why) or a text objective.
    expect(sandboxTargets("twitter_like", { tweetUrl: "https://example.com/jack/status/20" })).toEqual([]);
    expect(sandboxTargets("twitter_follow", { username: "@not a name" })).toEqual([]);
    expect(sandboxTargets("twitter_post", { tweetContent: "gm" })).toEqual([]);
  });

  it("reads Discord servers with the role, public Telegram groups and YouTube channels", () => {
    const server = {
      discordName: "Lumen",
      discordServerId: "1234567890123456789",
      discordServerInviteUrl: "https://discord.gg/x",
    };
    expect(sandboxTargets("discord_join", server)).toEqual([
      { provider: "discord", kind: "server", id: "1234567890123456789", name: "Lumen", roles: [] },
    ]);
    expect(
      sandboxTargets("discord_role", { ...server, discordRoleId: "9876543210987654321", discordRoleName: "OG" })[0],
    ).toMatchObject({ roles: [{ id: "9876543210987654321", name: "OG" }] });
    expect(sandboxTargets("discord_join", { ...server, discordServerId: "../users/@me" })).toEqual([]);
    expect(sandboxTargets("telegram_join", { telegramGroupInviteUrl: "https://t.me/lumen_chat" })).toEqual([
      { provider: "telegram", kind: "group", chat: "@lumen_chat" },
    ]);
    expect(sandboxTargets("telegram_join", { telegramGroupInviteUrl: "https://t.me/+AbCdEf" })).toEqual([]);
    expect(channelRef("https://www.youtube.com/@lumenlabs")).toBe("@lumenlabs");
    expect(channelRef("https://www.youtube.com/channel/UC1234567890123456789012")).toBe("UC1234567890123456789012");
    expect(channelRef("https://www.youtube.com/user/lumen")).toBe("user:lumen");
    expect(channelRef("https://www.youtube.com/c/lumen")).toBe("@lumen");
    expect(channelRef("https://vimeo.com/lumen")).toBeNull();
  });
});
