import { describe, expect, it } from "vitest";
import { DISCORD, STEAM } from "@questhq/core/missions/test-fixtures";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../test/harness";
import { BudgetSpentError, ProviderUnavailableError } from "../providers/provider-errors";
import { nextMidnight, type ProviderLimit } from "../providers/budgets/provider-limits";
import { GITHUB_REST_LIMIT } from "../providers/github/github-limits";
import { STEAM_WEB_API_LIMIT } from "../providers/steam/steam-limits";
import { YOUTUBE_QUOTA } from "../providers/google/youtube-limits";
import { TELEGRAM_BOT_LIMIT } from "../providers/telegram/telegram-limits";
import {
  control,
  linkByOAuth,
  linkSteam,
  linkTelegram,
  userIdOf,
  verifyContext,
  withFakesApp,
} from "../test/social-kit";
import type { VerifyContext } from "./types";
import { githubVerifiers } from "./github/index";
import { steamVerifiers } from "./steam/index";
import { youtubeVerifiers } from "./youtube/index";
import { discordVerifiers } from "./discord/index";
import { telegramVerifiers } from "./telegram/index";

// Every provider's verifier takes its calls from the provider's documented budget (providers/budgets), not only X's:
// GitHub's 5,000 an hour per user, Steam's 100,000 a day per key, YouTube's 10,000 units a day per project (reset
// at midnight Pacific), Telegram's 30 a second per bot, and Discord's per-route buckets as its headers state them.
// A call past the budget is not made: the verification is queued with the time the budget frees up. The figures
// are scaled down here (PROVIDER_LIMIT_SCALE, as a simulation would) so a budget is two calls.

let fakes: RunningFakes;
let t: TestApp;
withFakesApp((f, app) => {
  fakes = f;
  t = app;
});

/** The scale that turns `limit`'s figure into `calls` (ceil(limit × scale) = calls). */
const scaleTo = (limit: ProviderLimit, calls: number) => (calls - 0.5) / limit.limit;

/** A verification context whose budgets are scaled to `calls` of `limit` (and, optionally, a shorter window). */
function scaled(ctx: VerifyContext, limit: ProviderLimit, calls: number, windowMs?: number): VerifyContext {
  return {
    ...ctx,
    env: { ...ctx.env, PROVIDER_LIMIT_SCALE: scaleTo(limit, calls), PROVIDER_LIMIT_WINDOW_MS: windowMs },
  };
}

/** Runs a verification that the budget must refuse; the refusal, checked to be a queueing and not a failure. */
async function refused(verify: () => Promise<unknown>): Promise<BudgetSpentError> {
  const err = await verify().catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BudgetSpentError);
  expect((err as BudgetSpentError).reason).toBe("queued");
  return err as BudgetSpentError;
}

let n = 0;
async function signedIn(prefix: string) {
  const c = await signInWithEmail(t, `${prefix}-${++n}@example.com`);
  return { c, userId: await userIdOf(c) };
}

describe("provider budgets in every verifier", () => {
  it("GitHub: each user has their own hourly budget; past it the verification is queued, others go on", async () => {
    const star = githubVerifiers.github_star!;
    const players = [];
    for (let i = 0; i < 2; i++) {
      const player = await control<{ id: number }>(fakes, "github", "users", { login: `budget-${i}-${n}` });
      const { c, userId } = await signedIn("github-budget");
      expect((await linkByOAuth(c, "github", player.id)).statusCode).toBe(200);
      players.push({ userId, githubId: player.id });
    }
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const values = { repository: "octocat/Hello-World" };
    const verify = (userId: string) =>
      star(scaled(verifyContext(t, userId, "github_star", values), GITHUB_REST_LIMIT, 2));
    expect((await verify(a.userId)).status).toBe("incomplete");
    expect((await verify(a.userId)).status).toBe("incomplete");
    const queued = await refused(() => verify(a.userId));
    expect(queued.budget.key).toBe(`github:core:user:${a.githubId}`);
    // The rest of the hour (and the margin that covers GitHub's window starting a little after ours).
    expect(queued.retryAfterMs).toBeGreaterThan(3_590_000);
    expect(queued.retryAfterMs).toBeLessThanOrEqual(3_601_000);
    // Another user's budget is untouched.
    expect((await verify(b.userId)).status).toBe("incomplete");
  });

  it("GitHub: a refusal from GitHub holds that user's later calls until the wait it named", async () => {
    const follow = githubVerifiers.github_follow!;
    const player = await control<{ id: number }>(fakes, "github", "users", { login: `budget-held-${n}` });
    const { c, userId } = await signedIn("github-held");
    expect((await linkByOAuth(c, "github", player.id)).statusCode).toBe(200);
    const verify = () => follow(verifyContext(t, userId, "github_follow", { username: "octocat" }));
    // A secondary limit: 403 with retry-after 60, spent by some other app of the user's.
    await control(fakes, "github", "mode", { mode: "rate_limited", times: 1 });
    const err = await verify().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect((err as ProviderUnavailableError).reason).toBe("rate_limited");
    const held = await refused(verify);
    expect(held.retryAfterMs).toBeGreaterThan(55_000);
    expect(held.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("Steam: one key's budget for the whole server; the third user's verification waits its turn", async () => {
    const download = steamVerifiers.steam_download!;
    const users: string[] = [];
    for (let i = 0; i < 3; i++) {
      const gamer = await control<{ steamid: string }>(fakes, "steam", "accounts", { personaname: `Budget ${i}` });
      const { c, userId } = await signedIn("steam-budget");
      expect((await linkSteam(c, gamer.steamid)).statusCode).toBe(200);
      users.push(userId);
    }
    const verify = (userId: string) =>
      download(scaled(verifyContext(t, userId, "steam_download", STEAM), STEAM_WEB_API_LIMIT, 2, 60_000));
    expect((await verify(users[0]!)).status).toBe("incomplete");
    expect((await verify(users[1]!)).status).toBe("incomplete");
    const queued = await refused(() => verify(users[2]!));
    expect(queued.budget.key).toBe("steam:web-api:app");
  });

  it("YouTube: the project's daily quota frees up at midnight Pacific; a quotaExceeded holds until then", async () => {
    const sub = youtubeVerifiers.youtube_sub!;
    const channel = await control<{ id: string }>(fakes, "google", "channels", { handle: "@budgetchannel" });
    const viewers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const viewer = await control<{ sub: string }>(fakes, "google", "accounts", { name: `Budget viewer ${i}` });
      const { c, userId } = await signedIn("youtube-budget");
      expect((await linkByOAuth(c, "google", viewer.sub)).statusCode).toBe(200);
      viewers.push(userId);
    }
    const values = { channelUrl: `https://www.youtube.com/channel/${channel.id}` };
    const verify = (userId: string, calls: number) =>
      sub(scaled(verifyContext(t, userId, "youtube_sub", values), YOUTUBE_QUOTA, calls));
    expect((await verify(viewers[0]!, 1)).status).toBe("incomplete");
    const queued = await refused(() => verify(viewers[1]!, 1));
    expect(queued.budget.key).toBe("google:youtube-data-quota:app");
    const untilReset = nextMidnight("America/Los_Angeles", new Date()).getTime() - Date.now();
    expect(Math.abs(queued.retryAfterMs! - untilReset)).toBeLessThan(5_000);

    // Spent by something else of the same project: YouTube's own 403 quotaExceeded holds every call until the reset,
    // even within a budget at full scale.
    await control(fakes, "google", "quota", { exceeded: true });
    try {
      const atFullScale = (userId: string) => sub(verifyContext(t, userId, "youtube_sub", values));
      const err = await atFullScale(viewers[1]!).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderUnavailableError);
      expect((err as ProviderUnavailableError).reason).toBe("rate_limited");
      const held = await refused(() => atFullScale(viewers[0]!));
      expect(Math.abs(held.retryAfterMs! - untilReset)).toBeLessThan(5_000);
    } finally {
      await control(fakes, "google", "quota", { exceeded: false });
    }
  });

  it("Discord: the route's bucket, as its headers state it, narrows the budget after the first answer", async () => {
    const join = discordVerifiers.discord_join!;
    const player = await control<{ id: string }>(fakes, "discord", "users", { username: `budget_${n}` });
    const { c, userId } = await signedIn("discord-budget");
    expect((await linkByOAuth(c, "discord", player.id)).statusCode).toBe(200);
    const verify = () => join(verifyContext(t, userId, "discord_join", { ...DISCORD }));
    // The fake's member route allows 5 calls per 2 seconds; we declare Discord's published 50 a second.
    const answered: string[] = [];
    let queued: BudgetSpentError | null = null;
    for (let i = 0; i < 8 && !queued; i++) {
      const outcome = await verify().catch((e: unknown) => e);
      if (outcome instanceof BudgetSpentError) queued = outcome;
      else answered.push((outcome as { status: string }).status);
    }
    expect(answered).toEqual(Array(5).fill("incomplete"));
    expect(queued?.budget.key).toBe(`discord:users/@me/guilds/member:user:${player.id}`);
    expect(queued!.retryAfterMs).toBeLessThanOrEqual(2_000);
  });

  it("Telegram: one bot's budget a second; a new second takes calls again", async () => {
    const joinGroup = telegramVerifiers.telegram_join!;
    await control(fakes, "telegram", "chats", { title: "Budget group", username: "budget_group" });
    const members: string[] = [];
    for (let i = 0; i < 3; i++) {
      const tg = await control<{ id: number }>(fakes, "telegram", "users", { first_name: `Budget${i}` });
      const { c, userId } = await signedIn("telegram-budget");
      expect((await linkTelegram(c, tg.id)).statusCode).toBe(200);
      members.push(userId);
    }
    const group = { telegramGroupInviteUrl: "https://t.me/budget_group" };
    const verify = (userId: string) =>
      joinGroup(scaled(verifyContext(t, userId, "telegram_join", group), TELEGRAM_BOT_LIMIT, 2));
    expect((await verify(members[0]!)).status).toBe("incomplete");
    expect((await verify(members[1]!)).status).toBe("incomplete");
    const queued = await refused(() => verify(members[2]!));
    expect(queued.budget.key).toBe("telegram:bot:app");
    await new Promise((resolve) => setTimeout(resolve, queued.retryAfterMs! + 50));
    expect((await verify(members[2]!)).status).toBe("incomplete");
  });
});
