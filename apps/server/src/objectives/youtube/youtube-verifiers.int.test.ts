import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../../test/harness";
import { socialAccount } from "../../db/schema/index";
import { BudgetSpentError, ProviderAuthError, ProviderUnavailableError } from "../../providers/provider-errors";
import { parseChannelUrl } from "../../providers/google/youtube-client";
import { control, linkByOAuth, userIdOf, verifyContext, withFakesApp } from "../../test/social-kit";
import { OPEN_FIRST_MESSAGE, visitVerifier } from "../custom/visit";
import { youtubeVerifiers } from "./index";
import { expectNeedsAccount, expectUnavailableOnFakeFailures } from "../verifier-test-kit";
import {
  YOUTUBE_BAD_LINK,
  YOUTUBE_CHANNEL_NOT_FOUND,
  YOUTUBE_NEEDS_ACCOUNT,
  YOUTUBE_NOT_SUBSCRIBED,
} from "./youtube-sub";

let fakes: RunningFakes;
let t: TestApp;
let channel: { id: string; handle: string };

withFakesApp(async (f, app) => {
  fakes = f;
  t = app;
  channel = await control(fakes, "google", "channels", {
    handle: "@questbuilders",
    title: "Quest Builders",
    legacy_username: "QuestBuildersTV",
  });
});

const sub = youtubeVerifiers.youtube_sub!;
const BY_HANDLE = { channelUrl: "https://www.youtube.com/@questbuilders" };

let n = 0;
async function linkedViewer() {
  const viewer = await control<{ sub: string }>(fakes, "google", "accounts", { name: `Subscriber ${++n}` });
  const c = await signInWithEmail(t, `yt-verify-${n}@example.com`);
  expect((await linkByOAuth(c, "google", viewer.sub)).statusCode).toBe(200);
  return { userId: await userIdOf(c), sub: viewer.sub };
}
const subscribe = (viewerSub: string) =>
  control(fakes, "google", `accounts/${viewerSub}/subscriptions/${channel.id}`, {}, "PUT");

describe("youtube_sub", () => {
  it("reads channel links: @handle, /channel/UC…, /user/ and /c/", () => {
    const links: [string, ReturnType<typeof parseChannelUrl>][] = [
      ["https://www.youtube.com/@questbuilders/videos", { kind: "handle", handle: "@questbuilders" }],
      ["https://youtube.com/channel/UCabcdefghijklmnopqrstuv", { kind: "id", id: "UCabcdefghijklmnopqrstuv" }],
      ["https://m.youtube.com/user/QuestBuildersTV", { kind: "username", username: "QuestBuildersTV" }],
      ["https://www.youtube.com/c/QuestBuilders", { kind: "custom", name: "QuestBuilders" }],
      ["https://evil.example/@questbuilders", null],
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", null],
    ];
    for (const [url, parsed] of links) expect(parseChannelUrl(url), url).toEqual(parsed);
  });

  it("needs a linked Google account", async () => {
    await expectNeedsAccount(t, "yt-unlinked@example.com", { provider: "google", message: YOUTUBE_NEEDS_ACCOUNT }, [
      (userId) => sub(verifyContext(t, userId, "youtube_sub", BY_HANDLE)),
    ]);
  });

  it("completes once subscribed, whichever form the channel link takes", async () => {
    const { userId, sub: viewer } = await linkedViewer();
    const links = [
      BY_HANDLE.channelUrl,
      `https://www.youtube.com/channel/${channel.id}`,
      "https://www.youtube.com/user/QuestBuildersTV",
      "https://www.youtube.com/c/questbuilders",
    ];
    for (const channelUrl of links)
      expect(await sub(verifyContext(t, userId, "youtube_sub", { channelUrl })), channelUrl).toEqual({
        status: "incomplete",
        message: YOUTUBE_NOT_SUBSCRIBED,
      });
    await subscribe(viewer);
    for (const channelUrl of links) {
      expect(await sub(verifyContext(t, userId, "youtube_sub", { channelUrl })), channelUrl).toEqual({
        status: "completed",
        evidence: { google_sub: viewer, channel_id: channel.id },
      });
    }
  });

  it("explains a bad link and a channel YouTube does not know", async () => {
    const { userId } = await linkedViewer();
    expect(await sub(verifyContext(t, userId, "youtube_sub", { channelUrl: "https://example.com/@x" }))).toEqual({
      status: "incomplete",
      message: YOUTUBE_BAD_LINK,
    });
    expect(
      await sub(verifyContext(t, userId, "youtube_sub", { channelUrl: "https://www.youtube.com/@nobody_here" })),
    ).toEqual({ status: "incomplete", message: YOUTUBE_CHANNEL_NOT_FOUND });
  });

  it("403 quotaExceeded/rateLimitExceeded are rate_limited; outages and unreadable answers unavailable", async () => {
    const { userId } = await linkedViewer();
    const verify = () => sub(verifyContext(t, userId, "youtube_sub", BY_HANDLE)).catch((e: unknown) => e);
    await control(fakes, "google", "quota", { exceeded: true });
    const quota = await verify();
    await control(fakes, "google", "quota", { exceeded: false });
    expect(quota).toBeInstanceOf(ProviderUnavailableError);
    expect((quota as ProviderUnavailableError).reason).toBe("rate_limited");
    expect((quota as ProviderUnavailableError).message).toContain("quotaExceeded");
    // A spent quota stays spent until YouTube's reset: the next verification does not call, it is queued.
    const held = await verify();
    expect(held).toBeInstanceOf(BudgetSpentError);
    await t.app.providerBudgets.hold((held as BudgetSpentError).budget, new Date()); // the reset comes
    await expectUnavailableOnFakeFailures(t, fakes, "google", verify);
    expect(await sub(verifyContext(t, userId, "youtube_sub", BY_HANDLE))).toEqual({
      status: "incomplete",
      message: YOUTUBE_NOT_SUBSCRIBED,
    });
  });

  it("refreshes an expired token first; a refused token raises ProviderAuthError", async () => {
    const { userId, sub: viewer } = await linkedViewer();
    await subscribe(viewer);
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, userId));
    await control(fakes, "google", "tokens/expire", { sub: viewer });
    expect((await sub(verifyContext(t, userId, "youtube_sub", BY_HANDLE))).status).toBe("completed");

    await control(fakes, "google", "tokens/expire", { sub: viewer });
    await expect(sub(verifyContext(t, userId, "youtube_sub", BY_HANDLE))).rejects.toBeInstanceOf(ProviderAuthError);
    await control(fakes, "google", "tokens/revoke", { sub: viewer });
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, userId));
    await expect(sub(verifyContext(t, userId, "youtube_sub", BY_HANDLE))).rejects.toBeInstanceOf(ProviderAuthError);
  });
});

describe("youtube_watch", () => {
  it("is the self-attested timed visit (no API can prove watching)", async () => {
    expect(youtubeVerifiers.youtube_watch).toBe(visitVerifier);
    const userId = await userIdOf(await signInWithEmail(t, "yt-watch@example.com"));
    const values = { title: "Trailer", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };
    expect(await youtubeVerifiers.youtube_watch!(verifyContext(t, userId, "youtube_watch", values))).toEqual({
      status: "incomplete",
      message: OPEN_FIRST_MESSAGE,
    });
    const ctx = {
      ...verifyContext(t, userId, "youtube_watch", values),
      input: { objective_id: "x", action: "visit" as const },
    };
    expect((await youtubeVerifiers.youtube_watch!(ctx)).status).toBe("visiting");
  });
});
