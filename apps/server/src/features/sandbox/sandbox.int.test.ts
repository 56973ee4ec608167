import { SOCIAL_PROVIDERS } from "@questhq/core";
import { describe, expect, it } from "vitest";
import { createTestApp, signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createCast, createDraft } from "../../test/mission-kit";
import { fake, sandboxPlayer, withSandboxApp } from "../../test/sandbox-kit";
import { TWITTER_MESSAGES } from "../../objectives/twitter/twitter-objective";
import { TELEGRAM_NOT_MEMBER } from "../../objectives/telegram/telegram-join";
import { YOUTUBE_NOT_SUBSCRIBED } from "../../objectives/youtube/youtube-sub";
import { provisionAllObjectives } from "./provision-objective";
import { restoreSandboxLinks } from "./restore-sandbox-links";
import { SANDBOX_MESSAGES } from "./act-on-objective";

let t: TestApp;
withSandboxApp((app) => (t = app));

const POST_URL = "https://x.com/lumenlabs/status/1790000000000000001";
const GUILD = "1234567890123456789";
const ROLE = "9876543210987654321";
const SOCIAL: [string, Record<string, unknown>][] = [
  ["twitter_follow", { username: "@lumenlabs_xyz" }],
  ["twitter_like", { tweetUrl: POST_URL }],
  ["twitter_retweet", { tweetUrl: POST_URL }],
  ["twitter_bookmark", { tweetUrl: "https://twitter.com/Other_Brand/status/1790000000000000002" }],
  ["twitter_comment", { tweetUrl: POST_URL }],
  ["twitter_post", { tweetContent: "Questing with @lumenlabs_xyz #sandbox" }],
  ["twitter_username_update", { addToUsername: "🪐" }],
];
const OTHERS: [string, Record<string, unknown>][] = [
  [
    "discord_join",
    { discordName: "Lumen Labs", discordServerId: GUILD, discordServerInviteUrl: "https://discord.gg/lumen" },
  ],
  [
    "discord_role",
    {
      discordName: "Lumen Labs",
      discordServerId: GUILD,
      discordServerInviteUrl: "https://discord.gg/lumen",
      discordRoleId: ROLE,
      discordRoleName: "Lumen OG",
    },
  ],
  ["telegram_join", { telegramGroupInviteUrl: "https://t.me/lumenlabs_chat" }],
  ["youtube_sub", { channelUrl: "https://www.youtube.com/@lumenlabs" }],
  ["youtube_watch", { title: "Lumen trailer", videoUrl: "https://www.youtube.com/watch?v=Lum3nTr4il0" }],
  [
    "steam_download",
    { game: "Lumen Quest", link: "https://store.steampowered.com/app/424242/", steam_game_id: "424242" },
  ],
  [
    "steam_wishlist",
    { game: "Lumen Quest", link: "https://store.steampowered.com/app/424242/", steam_game_id: "424242" },
  ],
  [
    "steam_playtime",
    {
      game: "Lumen Quest",
      link: "https://store.steampowered.com/app/424242/",
      steam_game_id: "424242",
      gaming_duration: 90,
    },
  ],
];

const MESSAGES: Record<string, string> = {
  twitter_like: "Sandbox X: post liked.",
  twitter_retweet: "Sandbox X: post retweeted.",
  twitter_bookmark: "Sandbox X: post bookmarked.",
  twitter_comment: "Sandbox X: reply posted.",
  discord_role: "Sandbox Discord: you hold Lumen OG on Lumen Labs.",
  telegram_join: "Sandbox Telegram: you joined @lumenlabs_chat.",
  youtube_sub: "Sandbox YouTube: you subscribed to @lumenlabs.",
  steam_playtime: "Sandbox Steam: you played Lumen Quest for 90 minutes.",
};

/** A published mission of a new organization with these objectives; returns their ids by template. */
async function publish(admin: Client, orgId: string, objectives: [string, Record<string, unknown>][]) {
  const m = await createDraft(admin, orgId);
  const ids: Record<string, string> = {};
  for (const [template, values] of objectives)
    ids[template] = (await addObjective(admin, m.id, template as "twitter_follow", values)).id;
  await addReward(admin, m.id);
  const res = await admin.post(`/api/v1/missions/${m.id}/publish`, {});
  expect(res.statusCode, res.body).toBe(200);
  return { missionId: m.id, ids };
}

const verify = (c: Client, missionId: string, objectiveId: string) =>
  c.post(`/api/v1/missions/${missionId}/participate`, { objective_id: objectiveId });
const act = (c: Client, objectiveId: string) => c.post(`/api/v1/sandbox/objectives/${objectiveId}/act`, {});

describe("the sandbox world", () => {
  it("provisions what saved objectives point at, and again after the fakes restart", async () => {
    const cast = await createCast(t);
    const social = await publish(cast.admin, cast.orgId, SOCIAL);
    const others = await publish(cast.admin, cast.orgId, OTHERS);
    const player = await sandboxPlayer(t, "prov");

    const expectations = async () => {
      // Not "does not exist" / "could not be found": the targets are there, the player just has not acted.
      const follow = await verify(player.c, social.missionId, social.ids.twitter_follow!);
      expect(follow.json().data.message).toBe(TWITTER_MESSAGES.notFollowing("lumenlabs_xyz"));
      const like = await verify(player.c, social.missionId, social.ids.twitter_like!);
      expect(like.json().data.message).toBe(TWITTER_MESSAGES.notLiked);
      const telegram = await verify(player.c, others.missionId, others.ids.telegram_join!);
      expect(telegram.json().data.message).toBe(TELEGRAM_NOT_MEMBER);
      const youtube = await verify(player.c, others.missionId, others.ids.youtube_sub!);
      expect(youtube.json().data.message).toBe(YOUTUBE_NOT_SUBSCRIBED);
      const { guilds } = await fake<{ guilds: { id: string; name: string; roles: { id: string; name: string }[] }[] }>(
        t,
        "discord",
        "GET",
        "guilds",
      );
      expect(guilds.find((g) => g.id === GUILD)).toEqual({
        id: GUILD,
        name: "Lumen Labs",
        roles: [{ id: ROLE, name: "Lumen OG" }],
      });
      const { data: users } = await fake<{ data: { id: string; username: string }[] }>(t, "twitter", "GET", "users");
      expect(users.map((u) => u.username)).toEqual(
        expect.arrayContaining(["lumenlabs_xyz", "lumenlabs", "Other_Brand"]),
      );
    };
    await expectations();

    // A restart empties the fakes; start-up provisioning brings every target back, with the same ids.
    const before = (await fake<{ data: { id: string; username: string }[] }>(t, "twitter", "GET", "users")).data.find(
      (u) => u.username === "lumenlabs",
    )!;
    for (const p of ["twitter", "discord", "telegram", "google", "steam"] as const)
      await fake(t, p, "POST", "reset", {});
    const counts = await provisionAllObjectives(t.database.db, t.app.sandbox, { info: () => {}, warn: () => {} });
    expect(counts.targets).toBeGreaterThanOrEqual(8);
    const after = (await fake<{ data: { id: string; username: string }[] }>(t, "twitter", "GET", "users")).data.find(
      (u) => u.username === "lumenlabs",
    )!;
    expect(after.id).toBe(before.id);
    // The player's links outlive the restart too: accounts and tokens are made known again.
    // The player links one account of every provider, and each is restored.
    const restored = await restoreSandboxLinks(t.database.db, t.env, t.app.sandbox, { info: () => {}, warn: () => {} });
    expect(restored).toBe(SOCIAL_PROVIDERS.length);
    for (const [mission, template] of [
      [social, "twitter_follow"],
      [others, "discord_role"],
      [others, "youtube_sub"],
      [others, "telegram_join"],
      [others, "steam_playtime"],
    ] as const) {
      expect((await act(player.c, mission.ids[template]!)).statusCode, template).toBe(200);
      const res = await verify(player.c, mission.missionId, mission.ids[template]!);
      expect(res.json().data.outcome, `${template}: ${res.body}`).toBe("completed");
    }
  });

  it("records every social template's action, then the ordinary Verify completes it", async () => {
    const cast = await createCast(t);
    const social = await publish(cast.admin, cast.orgId, SOCIAL);
    const others = await publish(cast.admin, cast.orgId, OTHERS);
    const player = await sandboxPlayer(t, "act");
    for (const [mission, list] of [
      [social, SOCIAL],
      [others, OTHERS],
    ] as const) {
      for (const [template] of list) {
        const id = mission.ids[template]!;
        const before = await verify(player.c, mission.missionId, id);
        expect(before.json().data.outcome, template).not.toBe("completed");
        const done = await act(player.c, id);
        expect(done.statusCode, `${template}: ${done.body}`).toBe(200);
        expect(done.json().data).toMatchObject({
          objective_id: id,
          message: MESSAGES[template] ?? expect.stringMatching(/^Sandbox /),
        });
        const after = await verify(player.c, mission.missionId, id);
        expect(after.statusCode, after.body).toBe(200);
        expect(after.json().data.outcome, `${template}: ${after.body}`).toBe("completed");
      }
    }
    // Doing it twice is harmless (the fakes' records are idempotent) and stays completed.
    expect((await act(player.c, others.ids.discord_role!)).statusCode).toBe(200);
    expect((await verify(player.c, others.missionId, others.ids.discord_role!)).json().data.outcome).toBe("completed");
  });

  it("says what the user can fix: sign in, link the sandbox account; unknown objectives are 404", async () => {
    const cast = await createCast(t);
    const { ids } = await publish(cast.admin, cast.orgId, [SOCIAL[0]!, OTHERS[0]!]);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/sandbox/objectives/${ids.twitter_follow}/act`,
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: "{}",
    });
    expect(anonymous.statusCode).toBe(401);
    const newcomer = await signInWithEmail(t, "sandbox-newcomer@example.com");
    const unlinked = await act(newcomer, ids.twitter_follow!);
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().error).toEqual({
      code: "conflict",
      message: SANDBOX_MESSAGES.linkFirst("X"),
      fields: { provider: ["twitter"] },
    });
    expect((await act(newcomer, ids.discord_join!)).json().error.message).toBe(
      "Link your Sandbox Discord account first.",
    );
    expect((await act(newcomer, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await act(newcomer, "not-an-id")).statusCode).toBe(404);
  });

  it("does not exist when the sandbox is off, and never provisions there", async () => {
    const off = await createTestApp({ SANDBOX_PROVIDERS: "false" });
    try {
      expect(off.app.sandbox).toBeNull();
      const c = await signInWithEmail(off, "off@example.com");
      const res = await c.post("/api/v1/sandbox/objectives/00000000-0000-4000-8000-000000000000/act", {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("not_found");
      expect(
        await provisionAllObjectives(off.database.db, off.app.sandbox, { info: () => {}, warn: () => {} }),
      ).toEqual({ objectives: 0, targets: 0 });
    } finally {
      await off.close();
    }
  });
});
