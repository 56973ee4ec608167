import { openApiChecker, pruneOpenApi, type OpenApiChecker, type OpenApiDocument } from "../openapi";
import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { readVendored } from "../documents";

// X API v2 as X publishes it (xdevplatform/xdk's OpenAPI document): the reads the objective verifiers make with a
// user's OAuth 2 token. The OAuth 2 endpoints (/2/oauth2/token, /revoke) are not in that document (they follow RFC
// 6749/7009 and have their own test in the server). X documents its rate-limit headers in prose
// (docs.x.com/x-api/fundamentals/rate-limits), not in the document, so they are checked here: every answer to an
// authenticated read carries them, and a 429 says when the window resets.

const OPERATIONS = [
  "GET /2/users/me",
  "GET /2/users/by/username/{username}",
  "GET /2/users/{id}/following",
  "GET /2/tweets/{id}/liking_users",
  "GET /2/tweets/{id}/retweeted_by",
  "GET /2/tweets/{id}",
  "GET /2/users/{id}/liked_tweets",
  "GET /2/users/{id}/bookmarks",
  "GET /2/tweets/search/recent",
  "GET /2/users/{id}/tweets",
];

export function vendor(full: unknown): unknown {
  return pruneOpenApi(full as OpenApiDocument, OPERATIONS);
}

// Read when first checked, so vendor() can write the file before it exists.
let loaded: { document: OpenApiDocument; checker: OpenApiChecker } | undefined;
function vendored() {
  if (!loaded) {
    const document = readVendored<OpenApiDocument>("x");
    loaded = { document, checker: openApiChecker(document, "https://api.x.com/2/openapi.json") };
  }
  return loaded;
}

const ADA = "1600000000000000001";
const BEN = "1600000000000000002";
const JACK = "12";
const FIRST_TWEET = "20";
const ALL_SCOPES = "tweet.read users.read follows.read like.read bookmark.read offline.access";

async function tokenFor(ctx: ProbeContext, accountId: string, scope = ALL_SCOPES): Promise<string> {
  const token = `contract-${accountId}-${scope.length}-${Math.random().toString(36).slice(2)}`;
  await ctx.control("tokens/restore", { account_id: accountId, access_token: token, scope });
  return token;
}

/** A read as the verifiers make it: the user's Bearer token, JSON asked for. */
function read(path: string, query: Record<string, string> = {}, as = ADA, scope = ALL_SCOPES) {
  return async (ctx: ProbeContext): Promise<Answer> => {
    const token = await tokenFor(ctx, as, scope);
    const qs = new URLSearchParams(query).size ? `?${new URLSearchParams(query)}` : "";
    return ctx.call(`${ctx.base}${path}${qs}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
  };
}

const probe = (operation: string, name: string, run: Probe["run"]): Probe => ({ operation, name, run });

const ME = "GET /2/users/me";
const BY_USERNAME = "GET /2/users/by/username/{username}";
const FOLLOWING = "GET /2/users/{id}/following";
const LIKING = "GET /2/tweets/{id}/liking_users";
const RETWEETED = "GET /2/tweets/{id}/retweeted_by";
const LOOKUP = "GET /2/tweets/{id}";
const LIKED = "GET /2/users/{id}/liked_tweets";
const BOOKMARKS = "GET /2/users/{id}/bookmarks";
const SEARCH = "GET /2/tweets/search/recent";
const TIMELINE = "GET /2/users/{id}/tweets";
const TWEET_FIELDS = { "tweet.fields": "author_id,conversation_id,created_at,entities,referenced_tweets" };

const probes: Probe[] = [
  probe(ME, "signed in", read("/2/users/me")),
  probe(ME, "with user.fields", read("/2/users/me", { "user.fields": "created_at" })),
  probe(ME, "401 without a token", (ctx) => ctx.call(`${ctx.base}/2/users/me`)),
  probe(ME, "401 with an expired token", async (ctx) => {
    const token = await tokenFor(ctx, BEN);
    await ctx.control("expire-tokens", { user_id: BEN });
    return ctx.call(`${ctx.base}/2/users/me`, { headers: { authorization: `Bearer ${token}` } });
  }),
  probe(ME, "403 without the scope", read("/2/users/me", {}, ADA, "tweet.read")),
  probe(ME, "429 rate limited", async (ctx) => {
    const token = await tokenFor(ctx, ADA);
    await ctx.control("mode", { mode: "rate_limited", times: 1 });
    return ctx.call(`${ctx.base}/2/users/me`, { headers: { authorization: `Bearer ${token}` } });
  }),
  probe(ME, "400 unknown user.fields", read("/2/users/me", { "user.fields": "shoe_size" })),
  probe(BY_USERNAME, "found", read("/2/users/by/username/jack")),
  probe(BY_USERNAME, "unknown: 200 with errors", read("/2/users/by/username/nobody_here_42")),
  probe(BY_USERNAME, "400 invalid username", read("/2/users/by/username/not-a-name!")),
  probe(FOLLOWING, "a page with a next token", async (ctx) => {
    await ctx.control("follow", { user_id: ADA, target_user_id: JACK });
    await ctx.control("follow", { user_id: ADA, target_user_id: BEN });
    return read(`/2/users/${ADA}/following`, { max_results: "1" })(ctx);
  }),
  probe(FOLLOWING, "the last page", async (ctx) => {
    const first = await read(`/2/users/${ADA}/following`, { max_results: "1" })(ctx);
    const next = (first.body as { meta?: { next_token?: string } }).meta?.next_token;
    if (!next) throw new Error("the first page had no next_token");
    return read(`/2/users/${ADA}/following`, { max_results: "1", pagination_token: next })(ctx);
  }),
  probe(FOLLOWING, "follows nobody", read(`/2/users/${JACK}/following`)),
  probe(FOLLOWING, "unknown user: 200 with errors", read("/2/users/1999999999999999999/following")),
  probe(FOLLOWING, "400 max_results out of range", read(`/2/users/${ADA}/following`, { max_results: "5000" })),
  probe(FOLLOWING, "400 bad pagination_token", read(`/2/users/${ADA}/following`, { pagination_token: "nope" })),
  probe(LIKING, "liked", async (ctx) => {
    await ctx.control("like", { user_id: ADA, tweet_id: FIRST_TWEET });
    return read(`/2/tweets/${FIRST_TWEET}/liking_users`)(ctx);
  }),
  probe(LIKING, "unknown post: 200 with errors", read("/2/tweets/1999999999999999999/liking_users")),
  probe(RETWEETED, "reposted", async (ctx) => {
    await ctx.control("retweet", { user_id: BEN, tweet_id: FIRST_TWEET });
    return read(`/2/tweets/${FIRST_TWEET}/retweeted_by`)(ctx);
  }),
  probe(RETWEETED, "nobody reposted", async (ctx) => {
    await ctx.control("retweet", { user_id: BEN, tweet_id: FIRST_TWEET, undo: true });
    return read(`/2/tweets/${FIRST_TWEET}/retweeted_by`)(ctx);
  }),
  probe(LOOKUP, "found with fields", read(`/2/tweets/${FIRST_TWEET}`, TWEET_FIELDS)),
  probe(LOOKUP, "unknown post: 200 with errors", read("/2/tweets/1999999999999999999")),
  probe(LIKED, "liked posts with fields", async (ctx) => {
    await ctx.control("like", { user_id: ADA, tweet_id: FIRST_TWEET });
    return read(`/2/users/${ADA}/liked_tweets`, TWEET_FIELDS)(ctx);
  }),
  probe(LIKED, "a page with a next token", async (ctx) => {
    for (const text of ["liked one", "liked two", "liked three", "liked four", "liked five", "liked six"]) {
      const posted = (await ctx.control("post", { user_id: JACK, text })) as { data: { id: string } };
      await ctx.control("like", { user_id: BEN, tweet_id: posted.data.id });
    }
    return read(`/2/users/${BEN}/liked_tweets`, { max_results: "5" })(ctx);
  }),
  probe(LIKED, "the last page", async (ctx) => {
    const first = await read(`/2/users/${BEN}/liked_tweets`, { max_results: "5" })(ctx);
    const next = (first.body as { meta?: { next_token?: string } }).meta?.next_token;
    if (!next) throw new Error("the first page had no next_token");
    return read(`/2/users/${BEN}/liked_tweets`, { max_results: "5", pagination_token: next })(ctx);
  }),
  probe(LIKED, "likes nothing", read(`/2/users/${JACK}/liked_tweets`)),
  probe(LIKED, "unknown user: 200 with errors", read("/2/users/1999999999999999999/liked_tweets")),
  probe(LIKED, "400 max_results out of range", read(`/2/users/${ADA}/liked_tweets`, { max_results: "1" })),
  probe(LIKED, "403 without the scope", read(`/2/users/${ADA}/liked_tweets`, {}, ADA, "tweet.read users.read")),
  probe(LIKED, "429 past the user's budget", async (ctx) => {
    // X's 75 reads per 15 minutes, scaled down to 1 for a user who has not read yet: the second read is refused
    // with X's headers. The budgets go back to X's figures for the probes after this one.
    const made = (await ctx.control("users", { username: "contract_liker" })) as { data: { id: string } };
    const token = await tokenFor(ctx, made.data.id);
    const once = () =>
      ctx.call(`${ctx.base}/2/users/${made.data.id}/liked_tweets`, { headers: { authorization: `Bearer ${token}` } });
    await ctx.control("limits", { scale: 0.01 });
    try {
      const first = await once();
      if (first.status !== 200) throw new Error(`the first read answered ${first.status}`);
      return await once();
    } finally {
      await ctx.control("limits", { scale: 1 });
    }
  }),
  probe(BOOKMARKS, "own bookmarks", async (ctx) => {
    await ctx.control("bookmark", { user_id: ADA, tweet_id: FIRST_TWEET });
    return read(`/2/users/${ADA}/bookmarks`, TWEET_FIELDS)(ctx);
  }),
  probe(BOOKMARKS, "403 someone else's", read(`/2/users/${BEN}/bookmarks`)),
  probe(SEARCH, "found with fields", async (ctx) => {
    await ctx.control("post", { user_id: BEN, text: "gm questhq https://t.co/abc" });
    return read("/2/tweets/search/recent", { query: "from:sandbox_ben questhq", ...TWEET_FIELDS })(ctx);
  }),
  probe(SEARCH, "nothing found", read("/2/tweets/search/recent", { query: "conversation_id:1 nothing" })),
  probe(SEARCH, "400 empty query", read("/2/tweets/search/recent", { query: "" })),
  probe(SEARCH, "400 bad start_time", read("/2/tweets/search/recent", { query: "gm", start_time: "yesterday" })),
  probe(TIMELINE, "posts in a window", async (ctx) => {
    await ctx.control("post", { user_id: ADA, text: "my first mission" });
    return read(`/2/users/${ADA}/tweets`, { start_time: "2020-01-01T00:00:00Z", ...TWEET_FIELDS })(ctx);
  }),
  probe(TIMELINE, "with a retweet", async (ctx) => {
    await ctx.control("retweet", { user_id: BEN, tweet_id: FIRST_TWEET });
    return read(`/2/users/${BEN}/tweets`, TWEET_FIELDS)(ctx);
  }),
  probe(TIMELINE, "retweets and replies excluded", async (ctx) => {
    await ctx.control("retweet", { user_id: BEN, tweet_id: FIRST_TWEET });
    await ctx.control("reply", { user_id: BEN, tweet_id: FIRST_TWEET, text: "gm" });
    return read(`/2/users/${BEN}/tweets`, { exclude: "retweets,replies", ...TWEET_FIELDS })(ctx);
  }),
  probe(TIMELINE, "400 unknown exclude", read(`/2/users/${ADA}/tweets`, { exclude: "likes" })),
  probe(TIMELINE, "unknown user: 200 with errors", read("/2/users/1999999999999999999/tweets")),
];

/** X's rate-limit headers (prose docs): sent on every authenticated read, 429 included. */
function rateLimitProblems(answer: Answer): string[] {
  if (answer.status === 401) return [];
  const problems: string[] = [];
  const limit = Number(answer.headers["x-rate-limit-limit"]);
  const remaining = Number(answer.headers["x-rate-limit-remaining"]);
  const reset = Number(answer.headers["x-rate-limit-reset"]);
  if (!Number.isInteger(limit) || limit <= 0) problems.push("header x-rate-limit-limit is not a positive integer");
  if (!Number.isInteger(remaining) || remaining < 0 || remaining > limit)
    problems.push("header x-rate-limit-remaining is not an integer in 0..limit");
  if (!Number.isInteger(reset) || reset < Date.now() / 1000 - 1 || reset > Date.now() / 1000 + 86_400)
    problems.push("header x-rate-limit-reset is not epoch seconds within the next day");
  if (answer.status === 429 && remaining !== 0) problems.push("a 429 must say x-rate-limit-remaining: 0");
  return problems;
}

export const contract: ProviderContract = {
  provider: "X",
  prefix: "/twitter",
  document: {
    title: "X API v2",
    // The version of the document vendored (documents/SOURCES.md says where from).
    version: "2.167",
    source: "github.com/xdevplatform/xdk specs/openapi.json",
  },
  reset: async (ctx) => {
    await ctx.control("reset");
  },
  probes,
  check: (p, answer) => [...vendored().checker.check(p.operation, answer), ...rateLimitProblems(answer)],
};
