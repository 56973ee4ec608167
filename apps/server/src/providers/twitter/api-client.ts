import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape, providerFetch } from "../http";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import { callWithin, type CallBudget } from "../budgets/provider-limits";
import { X_LIMITS, readXWindow, type XEndpoint } from "./twitter-limits";

// The X API v2 reads of the objective verifiers, with the user's OAuth 2 token. Rate limits,
// outages, unreadable answers and refused tokens surface as the engine's provider errors
// (providers/http.ts); a 403 means the token lacks a scope, so the user has to reconnect.

const P = "twitter";

const userShape = z.object({ id: z.string(), name: z.string(), username: z.string() });
const tweetShape = z.object({
  id: z.string(),
  text: z.string(),
  author_id: z.string().optional(),
  conversation_id: z.string().optional(),
  created_at: z.string().optional(),
  referenced_tweets: z.array(z.object({ type: z.string(), id: z.string() })).optional(),
  entities: z
    .object({ urls: z.array(z.object({ url: z.string(), expanded_url: z.string().optional() })).optional() })
    .optional(),
});
const problemShape = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
});
const oneShape = <S extends z.ZodType>(item: S) =>
  z.object({ data: item.optional(), errors: z.array(problemShape).optional() });
const pageShape = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(item).optional(),
    errors: z.array(problemShape).optional(),
    meta: z.object({ result_count: z.number(), next_token: z.string().optional() }).optional(),
  });

export type TwitterUser = z.infer<typeof userShape>;
export type Tweet = z.infer<typeof tweetShape>;
export type Page<T> = { items: T[]; nextToken: string | null };

/** Lookups of something missing (or hidden: protected, suspended) answer 200 with only `errors`. */
const HIDDEN = /\/problems\/(resource-not-found|not-authorized-for-resource)$/;

function isHidden(body: { data?: unknown; errors?: { type?: string | undefined }[] | undefined }): boolean {
  return body.data === undefined && (body.errors ?? []).some((e) => HIDDEN.test(e.type ?? ""));
}

const TWEET_FIELDS = "author_id,conversation_id,created_at,entities,referenced_tweets";

/**
 * The reads with this user's token. With `budget` (verifications) every call is taken from the user's budget of
 * X's rate limit for its endpoint first (budgets/); without (linking an account: one users/me) it is not.
 */
export function twitterApi(env: Env, accessToken: string, budget?: CallBudget) {
  const base = providerUrls(env).twitter.apiUrl;

  async function get<S extends z.ZodType>(
    path: string,
    query: Record<string, string | undefined>,
    schema: S,
    what: XEndpoint,
  ): Promise<z.infer<S>> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
    const qs = params.size ? `?${params}` : "";
    const call = () =>
      providerFetch(P, `${base}${path}${qs}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      });
    const res = await callWithin(budget, X_LIMITS[what], readXWindow, call);
    if (res.status === 403) throw new ProviderAuthError(P, `HTTP 403 on ${what}: the token lacks a permission`);
    if (res.status !== 200) throw new ProviderUnavailableError(P, "malformed", null, `HTTP ${res.status} on ${what}`);
    return parseShape(P, schema, res.body, what);
  }

  async function page<S extends z.ZodType>(
    path: string,
    query: Record<string, string | undefined>,
    item: S,
    what: XEndpoint,
  ): Promise<Page<z.infer<S>> | null> {
    const body = await get(path, query, pageShape(item), what);
    if (isHidden(body)) return null;
    if (!body.meta) throw new ProviderUnavailableError(P, "malformed", null, `${what} without meta`);
    return { items: (body.data ?? []) as z.infer<S>[], nextToken: body.meta.next_token ?? null };
  }

  return {
    async me(): Promise<TwitterUser> {
      const body = await get("/2/users/me", {}, oneShape(userShape), "users/me");
      if (!body.data) throw new ProviderUnavailableError(P, "malformed", null, "users/me without data");
      return body.data;
    },
    /** null when no such account exists (or it is suspended). */
    async userByUsername(username: string): Promise<TwitterUser | null> {
      const body = await get(
        `/2/users/by/username/${encodeURIComponent(username)}`,
        {},
        oneShape(userShape),
        "users/by/username",
      );
      if (isHidden(body)) return null;
      if (!body.data) throw new ProviderUnavailableError(P, "malformed", null, "user lookup without data");
      return body.data;
    },
    following: (userId: string, token?: string) =>
      page(
        `/2/users/${userId}/following`,
        { max_results: "1000", pagination_token: token },
        userShape,
        "users/following",
      ),
    /** The post, or null when it does not exist or this user may not see it (deleted, protected, suspended). */
    async tweet(tweetId: string): Promise<Tweet | null> {
      const body = await get(
        `/2/tweets/${tweetId}`,
        { "tweet.fields": TWEET_FIELDS },
        oneShape(tweetShape),
        "tweets/lookup",
      );
      if (isHidden(body)) return null;
      if (!body.data) throw new ProviderUnavailableError(P, "malformed", null, "post lookup without data");
      return body.data;
    },
    /** The posts the user liked, newest like first, 100 a page. */
    likedTweets: (userId: string, token?: string) =>
      page(
        `/2/users/${userId}/liked_tweets`,
        { max_results: "100", pagination_token: token, "tweet.fields": TWEET_FIELDS },
        tweetShape,
        "users/liked_tweets",
      ),
    bookmarks: (userId: string, token?: string) =>
      page(
        `/2/users/${userId}/bookmarks`,
        { max_results: "100", pagination_token: token, "tweet.fields": TWEET_FIELDS },
        tweetShape,
        "users/bookmarks",
      ),
    searchRecent: (query: string, token?: string) =>
      page(
        "/2/tweets/search/recent",
        { query, max_results: "100", next_token: token, "tweet.fields": TWEET_FIELDS },
        tweetShape,
        "tweets/search/recent",
      ),
    /** The user's own posts, newest first, with their retweets and replies unless `exclude`d. */
    userTweets: (
      userId: string,
      opts: { startTime?: Date | null; exclude?: "retweets" | "replies" | "retweets,replies" },
      token?: string,
    ) =>
      page(
        `/2/users/${userId}/tweets`,
        {
          max_results: "100",
          pagination_token: token,
          "tweet.fields": TWEET_FIELDS,
          start_time: opts.startTime ? rfc3339(opts.startTime) : undefined,
          exclude: opts.exclude,
        },
        tweetShape,
        "users/tweets",
      ),
  };
}

export type TwitterApi = ReturnType<typeof twitterApi>;

/** X's date-time parameters: seconds precision, UTC. */
const rfc3339 = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

export type PageSearch<T> = { found: T | null; isMissing: boolean; isTruncated: boolean; pages: number };

/**
 * Walks pages until `match` hits, the list ends, or `maxPages` pages were read (then the answer is
 * "not found" with isTruncated, rather than spending the whole rate-limit window on one check).
 */
export async function findInPages<T>(
  fetchPage: (token?: string) => Promise<Page<T> | null>,
  match: (item: T) => boolean,
  maxPages = 10,
): Promise<PageSearch<T>> {
  let token: string | undefined;
  for (let pages = 1; pages <= maxPages; pages++) {
    const current = await fetchPage(token);
    if (!current) return { found: null, isMissing: true, isTruncated: false, pages };
    const found = current.items.find(match);
    if (found !== undefined) return { found, isMissing: false, isTruncated: false, pages };
    if (!current.nextToken) return { found: null, isMissing: false, isTruncated: false, pages };
    token = current.nextToken;
  }
  return { found: null, isMissing: false, isTruncated: true, pages: maxPages };
}
