import type { FastifyReply } from "fastify";
import { RATE_LIMITED, X_WINDOW_MS } from "./limits";
import type { XTweet, XUser } from "./state";

// X API v2 wire format pieces shared by the routes: error bodies, opaque pagination tokens and the
// `tweet.fields` / `user.fields` selection.

// X's error answers as its OpenAPI document (xdevplatform/xdk, v2.167) gives them: authentication, permission and
// rate-limit refusals are `application/json` {code, message}; invalid requests are `application/problem+json`
// problems whose `type` is one of the document's https://api.x.com/2/problems/* values.

export function tooManyRequests(reply: FastifyReply) {
  reply.header("x-rate-limit-limit", "1");
  reply.header("x-rate-limit-remaining", "0");
  reply.header("x-rate-limit-reset", String(Math.ceil((Date.now() + X_WINDOW_MS) / 1000)));
  return RATE_LIMITED;
}

/** No token, an unknown one or an expired one (X's code 89). */
export const UNAUTHORIZED = { code: 89, message: "Invalid or expired token." };
/** The token lacks the scope the endpoint needs (X's code 220). */
export const FORBIDDEN = { code: 220, message: "Your credentials do not allow access to this resource." };

export const PROBLEM_TYPE = (name: string) => `https://api.x.com/2/problems/${name}`;

/** Another user's private list (bookmarks): X refuses the resource itself. */
export function notAuthorizedFor(resource: string, id: string) {
  return {
    title: "Forbidden",
    type: PROBLEM_TYPE("not-authorized-for-resource"),
    detail: `Sorry, you are not authorized to see the ${resource} of the user with id: [${id}].`,
    resource_type: "user",
    resource_id: id,
    section: "data",
    status: 403,
  };
}

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
    type: PROBLEM_TYPE("invalid-request"),
    status: 400,
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
        type: PROBLEM_TYPE("resource-not-found"),
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
