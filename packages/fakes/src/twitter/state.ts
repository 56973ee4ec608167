import { createHash, randomBytes } from "node:crypto";
import { createFailureSwitch, type FailureSwitch } from "../control";
import { createRateLimiter, type RateLimiter } from "./limits";

// In-memory world of the fake X: accounts, posts, the social graph and OAuth 2 grants.
// Ids are snowflake-like decimal strings, as the real API returns them.

export type XUser = { id: string; name: string; username: string; created_at: string };

export type UrlEntity = { start: number; end: number; url: string; expanded_url: string; display_url: string };

export type XTweet = {
  id: string;
  text: string;
  author_id: string;
  conversation_id: string;
  created_at: string;
  in_reply_to_user_id?: string;
  referenced_tweets?: { type: "replied_to" | "retweeted"; id: string }[];
  entities?: { urls: UrlEntity[] };
  edit_history_tweet_ids: string[];
};

/**
 * Who engaged with what, both ways round. A Set keeps insertion order and moves nothing on a delete, so acting
 * and undoing cost O(1) whatever the post's count; the newest is last.
 */
export type Engagements = { byPost: Map<string, Set<string>>; byUser: Map<string, Set<string>> };

const engagements = (): Engagements => ({ byPost: new Map(), byUser: new Map() });

function setMember(map: Map<string, Set<string>>, key: string, value: string, on: boolean): void {
  const set = map.get(key) ?? new Set<string>();
  map.set(key, set);
  // Deleting first makes an engagement done again the newest, as on X.
  set.delete(value);
  if (on) set.add(value);
}

/** Records (or undoes) userId's engagement with postId on both indexes. */
export function engage(e: Engagements, userId: string, postId: string, on: boolean): void {
  setMember(e.byUser, userId, postId, on);
  setMember(e.byPost, postId, userId, on);
}

/** A set's members, newest first (O(size of this one set)). */
export const newestIdsFirst = (set: Set<string> | undefined): string[] => (set ? [...set].reverse() : []);

export type AuthCode = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  challengeMethod: "S256" | "plain";
  userId: string;
  scope: string;
  expiresAt: number;
};

export type AccessGrant = { userId: string; clientId: string; scope: string; expiresAt: number };
export type RefreshGrant = { userId: string; clientId: string; scope: string };

export type TwitterState = {
  users: Map<string, XUser>;
  tweets: Map<string, XTweet>;
  /** user id → ids the user follows, most recent first. */
  following: Map<string, string[]>;
  /** user id → ids of the user's own posts (retweets included), oldest first: a timeline read pages one user's. */
  timelines: Map<string, string[]>;
  /** Likes indexed by post and by user, so a launch's 100,000 likers cost nothing to read from the user's side. */
  likes: Engagements;
  /** Retweets the same way; each also is a post in the retweeter's timeline (`retweetPosts`). */
  retweets: Engagements;
  /** `${user id} ${post id}` → the id of the user's retweet of that post. */
  retweetPosts: Map<string, string>;
  /** user id → tweet ids, most recent first. */
  bookmarks: Map<string, string[]>;
  codes: Map<string, AuthCode>;
  accessTokens: Map<string, AccessGrant>;
  refreshTokens: Map<string, RefreshGrant>;
  /** Accounts made for missions to point at (brands, posts' authors): not offered at sign-in. */
  brandIds: Set<string>;
  nextTweetId: bigint;
  failures: FailureSwitch;
  /** X's per-user budgets per endpoint and window (kept across resets of the world, cleared by them). */
  limits: RateLimiter;
};

/** Registered apps of the sandbox: client id → secret. */
export const TWITTER_CLIENTS: Record<string, string> = { "sandbox-client": "sandbox-secret" };

export const SANDBOX_ADA_ID = "1600000000000000001";
export const SANDBOX_BEN_ID = "1600000000000000002";
/** @jack and his first post, so the mission templates' example URL (x.com/jack/status/20) resolves. */
export const JACK_ID = "12";
export const FIRST_TWEET_ID = "20";

export const ACCESS_TOKEN_SECONDS = 7200;
/** X's authorization codes are short-lived. */
export const CODE_TTL_MS = 30_000;

export function opaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function createTwitterState(): TwitterState {
  const state: TwitterState = {
    users: new Map(),
    tweets: new Map(),
    following: new Map(),
    timelines: new Map(),
    likes: engagements(),
    retweets: engagements(),
    retweetPosts: new Map(),
    bookmarks: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    brandIds: new Set(),
    nextTweetId: 1800000000000000001n,
    failures: createFailureSwitch(),
    limits: createRateLimiter(),
  };
  seed(state);
  return state;
}

/** Back to the seeded world; the same objects stay in place (the failure control holds the switch). */
export function resetTwitterState(state: TwitterState): void {
  const { failures: sw, limits } = state;
  Object.assign(state, createTwitterState(), { failures: sw, limits });
  Object.assign(sw, createFailureSwitch());
  limits.reset();
}

function seed(state: TwitterState): void {
  addUser(state, { id: SANDBOX_ADA_ID, username: "sandbox_ada", name: "Ada (Sandbox)" });
  addUser(state, { id: SANDBOX_BEN_ID, username: "sandbox_ben", name: "Ben (Sandbox)" });
  addUser(state, { id: JACK_ID, username: "jack", name: "jack", created_at: "2006-03-21T20:50:14.000Z" });
  storeTweet(state, {
    id: FIRST_TWEET_ID,
    text: "just setting up my twttr",
    author_id: JACK_ID,
    conversation_id: FIRST_TWEET_ID,
    created_at: "2006-03-21T20:50:14.000Z",
    edit_history_tweet_ids: [FIRST_TWEET_ID],
  });
}

function addUser(state: TwitterState, u: { id: string; username: string; name: string; created_at?: string }): XUser {
  const user: XUser = {
    id: u.id,
    username: u.username,
    name: u.name,
    created_at: u.created_at ?? new Date().toISOString(),
  };
  state.users.set(user.id, user);
  return user;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

export function findUserByUsername(state: TwitterState, username: string): XUser | undefined {
  const wanted = username.replace(/^@/, "").toLowerCase();
  for (const u of state.users.values()) if (u.username.toLowerCase() === wanted) return u;
  return undefined;
}

/** The existing account with this username, or a new one (usernames are case-insensitive on X). */
export function ensureUser(state: TwitterState, username: string, name?: string): XUser {
  const existing = findUserByUsername(state, username);
  if (existing) return existing;
  const clean = username.replace(/^@/, "");
  return addUser(state, { id: stableUserId(state, clean), username: clean, name: name ?? clean });
}

/**
 * A new account's id, derived from its username: the in-memory world forgets everything on a
 * restart, and a counter would hand an id that someone linked before the restart to a newcomer.
 */
export function stableUserId(state: TwitterState, username: string): string {
  const digest = BigInt(`0x${createHash("sha256").update(username.toLowerCase()).digest("hex").slice(0, 15)}`);
  let id = 1700000000000000000n + (digest % 100000000000000000n);
  while (state.users.has(id.toString())) id += 1n;
  return id.toString();
}

/** X rewrites every link in a post to a t.co URL and reports the original in entities.urls. */
function shortenLinks(text: string): { text: string; urls: UrlEntity[] } {
  const urls: UrlEntity[] = [];
  let out = "";
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/\S+/g)) {
    const shortUrl = `https://t.co/${randomBytes(8).toString("base64url").slice(0, 10)}`;
    out += text.slice(last, m.index);
    const start = [...out].length;
    out += shortUrl;
    urls.push({
      start,
      end: start + shortUrl.length,
      url: shortUrl,
      expanded_url: m[0],
      display_url: m[0].replace(/^https?:\/\//, "").slice(0, 25),
    });
    last = m.index + m[0].length;
  }
  out += text.slice(last);
  return { text: out, urls };
}

export function addTweet(
  state: TwitterState,
  input: { authorId: string; text: string; createdAt?: string; replyTo?: XTweet },
): XTweet {
  const id = (state.nextTweetId++).toString();
  const { text, urls } = shortenLinks(input.text);
  const tweet: XTweet = {
    id,
    text,
    author_id: input.authorId,
    conversation_id: input.replyTo ? input.replyTo.conversation_id : id,
    created_at: input.createdAt ?? new Date().toISOString(),
    edit_history_tweet_ids: [id],
    ...(urls.length ? { entities: { urls } } : {}),
    ...(input.replyTo
      ? {
          in_reply_to_user_id: input.replyTo.author_id,
          referenced_tweets: [{ type: "replied_to" as const, id: input.replyTo.id }],
        }
      : {}),
  };
  storeTweet(state, tweet);
  return tweet;
}

/** A post into the world and into its author's timeline, kept in id order (posts made with a given id included). */
function storeTweet(state: TwitterState, tweet: XTweet): void {
  state.tweets.set(tweet.id, tweet);
  const timeline = state.timelines.get(tweet.author_id) ?? [];
  state.timelines.set(tweet.author_id, timeline);
  const id = BigInt(tweet.id);
  let at = timeline.length;
  while (at > 0 && BigInt(timeline[at - 1]!) > id) at--;
  timeline.splice(at, 0, tweet.id);
}

/**
 * A retweet is a post of the retweeter's own, as X shows it in their timeline: "RT @author: text" referencing the
 * original. Undoing deletes that post; retweeting again changes nothing.
 */
export function setRetweet(state: TwitterState, userId: string, original: XTweet, on: boolean): void {
  const key = `${userId} ${original.id}`;
  const existing = state.retweetPosts.get(key);
  if (on && existing) return;
  engage(state.retweets, userId, original.id, on);
  if (existing) {
    state.retweetPosts.delete(key);
    state.tweets.delete(existing);
    const timeline = state.timelines.get(userId) ?? [];
    const at = timeline.lastIndexOf(existing);
    if (at >= 0) timeline.splice(at, 1);
  }
  if (!on) return;
  const author = state.users.get(original.author_id)?.username ?? "unknown";
  const id = (state.nextTweetId++).toString();
  storeTweet(state, {
    id,
    text: `RT @${author}: ${original.text}`,
    author_id: userId,
    conversation_id: id,
    created_at: new Date().toISOString(),
    edit_history_tweet_ids: [id],
    referenced_tweets: [{ type: "retweeted", id: original.id }],
  });
  state.retweetPosts.set(key, id);
}

/** Adds (most recent first) or removes an id in one of the relation lists. */
export function toggle(map: Map<string, string[]>, key: string, value: string, on: boolean): void {
  const list = (map.get(key) ?? []).filter((v) => v !== value);
  if (on) list.unshift(value);
  map.set(key, list);
}

export function issueTokens(state: TwitterState, grant: { userId: string; clientId: string; scope: string }) {
  const accessToken = opaqueToken();
  state.accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
  const hasOffline = grant.scope.split(" ").includes("offline.access");
  const refreshToken = hasOffline ? opaqueToken() : undefined;
  if (refreshToken) state.refreshTokens.set(refreshToken, grant);
  return {
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    access_token: accessToken,
    scope: grant.scope,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
  };
}

/**
 * An account a mission points at (a brand to follow, a post's author). Its id is derived from the
 * username, so the same account gets the same id after a restart of the in-memory world.
 */
export function ensureBrand(state: TwitterState, username: string): XUser {
  const existing = findUserByUsername(state, username);
  if (existing) return existing;
  const clean = username.replace(/^@/, "");
  const user = addUser(state, {
    id: stableUserId(state, clean),
    username: clean,
    name: clean,
    created_at: "2020-01-01T00:00:00.000Z",
  });
  state.brandIds.add(user.id);
  return user;
}

/** The post with this id (as in an x.com/<author>/status/<id> link); made by @author when missing. */
export function ensurePost(state: TwitterState, input: { id: string; author: string; text?: string }): XTweet {
  const existing = state.tweets.get(input.id);
  if (existing) return existing;
  const author = ensureBrand(state, input.author);
  const tweet: XTweet = {
    id: input.id,
    text: input.text ?? `A sandbox post by @${author.username}.`,
    author_id: author.id,
    conversation_id: input.id,
    created_at: new Date().toISOString(),
    edit_history_tweet_ids: [input.id],
  };
  storeTweet(state, tweet);
  return tweet;
}

/** A participant's account as it was linked (same id and username), made again after a restart. */
export function ensureAccount(state: TwitterState, input: { id: string; username: string; name?: string }): XUser {
  const existing = state.users.get(input.id);
  if (existing) return existing;
  const clean = input.username.replace(/^@/, "");
  const taken = findUserByUsername(state, clean);
  return addUser(state, {
    id: input.id,
    username: taken ? `u${input.id.slice(-14)}` : clean,
    name: input.name ?? clean,
  });
}
