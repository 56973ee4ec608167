// The least time X's rate limits allow for verifying a launch's crowd, against which the launch simulation's total is
// compared. X budgets reads per user token, per endpoint, per 15-minute window (packages/fakes/src/twitter/limits.ts
// mirrors X's table; the server declares the same in providers/twitter/twitter-limits.ts). A user's reads can all be
// made at once while they fit that user's budgets; a user whose reads of one endpoint exceed its budget must wait a
// window for each further budget's worth. So each user's earliest possible finish is their arrival plus the windows
// their heaviest endpoint needs, and the launch's minimum is the latest of those, counted from the first arrival.
// Processing time is not in it: the minimum is what the provider allows, not what any server can do.

export type Reads = Record<string, number>;

export type LimitsModel = { budgets: Record<string, number>; windowMs: number };

/** Windows a user must wait past arrival for these reads: 0 while every endpoint's reads fit its budget. */
export function windowsNeeded(reads: Reads, model: LimitsModel): number {
  let windows = 0;
  for (const [endpoint, count] of Object.entries(reads)) {
    const budget = model.budgets[endpoint];
    if (budget === undefined) throw new Error(`no X budget known for ${endpoint}`);
    if (count > 0) windows = Math.max(windows, Math.ceil(count / budget) - 1);
  }
  return windows;
}

/** The launch's minimum (ms from the clock's start): the latest earliest-finish over every user. */
export function providerMinimumMs(users: { arrivalMs: number; reads: Reads }[], model: LimitsModel): number {
  let latest = 0;
  for (const u of users) latest = Math.max(latest, u.arrivalMs + windowsNeeded(u.reads, model) * model.windowMs);
  return latest;
}

/**
 * The reads one user's verification of the launch mission needs at the least, from what the verifiers call
 * (objectives/twitter/): follow — the account by username, then the user's following list, 1,000 a page, until
 * the account is found; like — the user's own liked posts, 100 a page, newest like first; retweet — the user's own
 * timeline, 100 a page, newest first. Each is read from the user's side, so the crowd's likes never push a user's
 * like deeper: checked after acting, it is on the first page unless the user liked or posted more since.
 */
export function launchReads(opts: { followingBefore: number; likedSince: number; postedSince: number }): Reads {
  return {
    "users/by/username": 1,
    "users/following": Math.floor(opts.followingBefore / 1000) + 1,
    "users/liked_tweets": Math.floor(opts.likedSince / 100) + 1,
    "users/tweets": Math.floor(opts.postedSince / 100) + 1,
  };
}
