import type { FastifyReply } from "fastify";
import type { XTweet, XUser } from "./state";

// X API v2 wire format pieces shared by the routes: problem bodies, rate-limit headers,
// opaque pagination tokens and the `tweet.fields` / `user.fields` selection.

const WINDOW_MS = 15 * 60_000;
const LIMIT = 900;

export function rateLimitHeaders(reply: FastifyReply, remaining: number): void {
  reply.header("x-rate-limit-limit", String(LIMIT));
  reply.header("x-rate-limit-remaining", String(Math.max(0, remaining)));
  reply.header("x-rate-limit-reset", String(Math.ceil((Date.now() + WINDOW_MS) / 1000)));
}

export function tooManyRequests(reply: FastifyReply) {
  rateLimitHeaders(reply, 0);
  return { title: "Too Many Requests", detail: "Too Many Requests", type: "about:blank", status: 429 };
}

export const UNAUTHORIZED = { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" };
export const FORBIDDEN = { title: "Forbidden", type: "about:blank", status: 403, detail: "Forbidden" };

export class InvalidRequest extends Error {
  constructor(
    readonly parameter: string,
    readonly value: string,
    message: string,
  ) {
    super(message);
  }
}

export function invalidRequestBody(err: InvalidRequest) {
  return {
    errors: [{ parameters: { [err.parameter]: [err.value] }, message: err.message }],
    title: "Invalid Request",
    detail: "One or more parameters to your request was invalid.",
    type: "https://api.twitter.com/2/problems/invalid-request",
  };
}

/** X answers a lookup of something that does not exist with 200 and an `errors` array. */
export function notFound(resource: "user" | "tweet", parameter: string, value: string) {
  const what = resource === "user" ? `user with ${parameter}` : "tweet with id";
  return {
    errors: [
      {
        value,
        detail: `Could not find ${what}: [${value}].`,
        title: "Not Found Error",
        resource_type: resource,
        parameter,
        resource_id: value,
        type: "https://api.twitter.com/2/problems/resource-not-found",
      },
    ],
  };
}

export function maxResults(raw: string | undefined, min: number, max: number, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new InvalidRequest(
      "max_results",
      raw,
      `The \`max_results\` query parameter value [${raw}] is not between ${min} and ${max}`,
    );
  }
  return n;
}

// Opaque to clients, like X's next_token; the fake can read its own offset back.
const TOKEN_PREFIX = "7140dibdnow9";
const tokenOf = (offset: number) => `${TOKEN_PREFIX}${offset.toString(36).padStart(6, "0")}`;

function offsetOf(token: string | undefined, total: number): number {
  if (token === undefined) return 0;
  const offset = token.startsWith(TOKEN_PREFIX) ? parseInt(token.slice(TOKEN_PREFIX.length), 36) : NaN;
  if (!Number.isInteger(offset) || offset < 1 || offset > total || tokenOf(offset) !== token) {
    throw new InvalidRequest(
      "pagination_token",
      token,
      `The \`pagination_token\` query parameter value [${token}] is not valid`,
    );
  }
  return offset;
}

/** One page of `items` and the meta X sends with it (no `data` at all when the page is empty). */
export function paginate<T>(
  items: T[],
  size: number,
  token: string | undefined,
  extraMeta?: (page: T[]) => Record<string, unknown>,
) {
  const offset = offsetOf(token, items.length);
  const page = items.slice(offset, offset + size);
  const next = offset + size < items.length ? tokenOf(offset + size) : undefined;
  const meta = {
    result_count: page.length,
    ...(page.length ? (extraMeta?.(page) ?? {}) : {}),
    ...(next ? { next_token: next } : {}),
    ...(offset > 0 ? { previous_token: tokenOf(Math.max(0, offset - size)) } : {}),
  };
  return page.length ? { data: page, meta } : { meta };
}

const TWEET_FIELDS = [
  "attachments",
  "author_id",
  "context_annotations",
  "conversation_id",
  "created_at",
  "entities",
  "geo",
  "id",
  "in_reply_to_user_id",
  "lang",
  "public_metrics",
  "possibly_sensitive",
  "referenced_tweets",
  "reply_settings",
  "source",
  "text",
  "withheld",
  "edit_history_tweet_ids",
];
const USER_FIELDS = [
  "created_at",
  "description",
  "entities",
  "id",
  "location",
  "name",
  "pinned_tweet_id",
  "profile_image_url",
  "protected",
  "public_metrics",
  "url",
  "username",
  "verified",
  "withheld",
];

function fieldList(param: string, raw: string | undefined, allowed: string[]): Set<string> {
  const fields = new Set((raw ?? "").split(",").filter(Boolean));
  for (const f of fields) {
    if (!allowed.includes(f))
      throw new InvalidRequest(
        param,
        f,
        `The \`${param}\` query parameter value [${f}] is not one of [${allowed.join(",")}]`,
      );
  }
  return fields;
}

export type Fields = { tweet: Set<string>; user: Set<string> };

export function fieldsOf(query: Record<string, string | undefined>): Fields {
  return {
    tweet: fieldList("tweet.fields", query["tweet.fields"], TWEET_FIELDS),
    user: fieldList("user.fields", query["user.fields"], USER_FIELDS),
  };
}

/** Default tweet fields are id, text and edit_history_tweet_ids; others only when asked for. */
export function tweetView(t: XTweet, fields: Fields) {
  const out: Record<string, unknown> = { id: t.id, text: t.text, edit_history_tweet_ids: t.edit_history_tweet_ids };
  for (const f of [
    "author_id",
    "conversation_id",
    "created_at",
    "entities",
    "in_reply_to_user_id",
    "referenced_tweets",
  ] as const) {
    if (fields.tweet.has(f) && t[f] !== undefined) out[f] = t[f];
  }
  return out;
}

export function userView(u: XUser, fields: Fields) {
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    ...(fields.user.has("created_at") ? { created_at: u.created_at } : {}),
  };
}
