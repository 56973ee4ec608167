import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TemplateKey } from "@questhq/core";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { FIRST_TWEET_ID, JACK_ID } from "@questhq/fakes/twitter/state";
import { createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { socialAccount } from "../../db/schema/index";
import { ProviderAuthError, ProviderUnavailableError } from "../../providers/provider-errors";
import { control, twitterEnv, userWithTwitter } from "../../features/social/twitter/twitter-test-kit";
import { twitterVerifiers } from "./index";
import { verifyContext } from "../../test/social-kit";

// Every Twitter verifier facing a provider that cannot answer: the errors the engine turns into
// "pending" (rate limited, down, malformed) or "reconnect" (token refused), and no account at all.

let fakes: RunningFakes;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp(twitterEnv(fakes));
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
afterEach(async () => {
  await control(fakes, "mode", { mode: "ok" });
});

const POST = `https://x.com/jack/status/${FIRST_TWEET_ID}`;
const CASES: [TemplateKey, Record<string, unknown>][] = [
  ["twitter_follow", { username: "@jack" }],
  ["twitter_like", { tweetUrl: POST }],
  ["twitter_bookmark", { tweetUrl: POST }],
  ["twitter_retweet", { tweetUrl: POST }],
  ["twitter_comment", { tweetUrl: POST }],
  ["twitter_post", { tweetContent: "Joining the @QuestHQ mission!" }],
  ["twitter_username_update", { addToUsername: "🪐" }],
];

const run = (userId: string, template: TemplateKey, values: Record<string, unknown>) =>
  twitterVerifiers[template]!(verifyContext(t, userId, template, values));

describe("Twitter verifiers when the provider cannot answer", () => {
  it("covers every Twitter template", () => {
    expect(Object.keys(twitterVerifiers).sort()).toEqual(CASES.map(([k]) => k).sort());
  });

  it.each(CASES)("%s asks for a linked account first", async (template, values) => {
    const c = await signInWithEmail(t, `unlinked-${template}@example.com`);
    const userId = (await c.get("/api/v1/users/me")).json().data.id as string;
    expect(await run(userId, template, values)).toEqual({
      status: "needs_account",
      provider: "twitter",
      message: "Connect your Twitter account to complete this objective.",
    });
  });

  it.each(CASES)("%s reports a rate limit with X's reset time", async (template, values) => {
    const user = await userWithTwitter(t, "rl");
    await control(fakes, "mode", { mode: "rate_limited", times: 1 });
    const err = await run(user.userId, template, values).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err).toMatchObject({ provider: "twitter", reason: "rate_limited" });
    expect((err as ProviderUnavailableError).retryAfterMs).toBeGreaterThan(60_000);
  });

  it.each(CASES)("%s reports an unreadable answer as malformed", async (template, values) => {
    const user = await userWithTwitter(t, "mf");
    await control(fakes, "mode", { mode: "malformed", times: 1 });
    const err = await run(user.userId, template, values).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err).toMatchObject({ reason: "malformed" });
  });

  it.each(CASES)("%s reports a token that expired and cannot be refreshed", async (template, values) => {
    const user = await userWithTwitter(t, "ex");
    await control(fakes, "expire-tokens", { user_id: user.twitterId, revoke_refresh_tokens: true });
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, user.userId));
    await expect(run(user.userId, template, values)).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it("reports a token X refuses before its expiry as an auth error", async () => {
    const user = await userWithTwitter(t, "rv");
    await control(fakes, "expire-tokens", { user_id: user.twitterId });
    await expect(run(user.userId, "twitter_follow", { username: "jack" })).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it("reports an outage as down", async () => {
    const user = await userWithTwitter(t, "dn");
    await control(fakes, "mode", { mode: "down", times: 1 });
    await expect(run(user.userId, "twitter_like", { tweetUrl: POST })).rejects.toMatchObject({ reason: "down" });
  });

  it("refreshes an expired token before checking", async () => {
    const user = await userWithTwitter(t, "rf");
    await control(fakes, "follow", { user_id: user.twitterId, target_user_id: JACK_ID });
    await control(fakes, "expire-tokens", { user_id: user.twitterId });
    await t.database.db
      .update(socialAccount)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccount.userId, user.userId));
    expect((await run(user.userId, "twitter_follow", { username: "jack" })).status).toBe("completed");
  });
});
