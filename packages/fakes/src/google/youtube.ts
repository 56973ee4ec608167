import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { maybeFail } from "../control";
import type { Channel, GoogleState } from "./state";

// YouTube Data API v3 under /youtube/v3: channels.list (forHandle, id, forUsername, mine) and
// subscriptions.list (mine, optionally forChannelId; paged by maxResults and pageToken), held to Google's discovery
// document by contract/providers/youtube.ts. Errors in Google's format
// { error: { code, message, errors: [{ message, domain, reason, location?, locationType? }], status } }.

type Query = Record<string, string | undefined>;

const etag = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 27);

/** One entry of `error.errors`: the reason YouTube's error list names, where it lies when a header or parameter. */
type ErrorDetail = {
  reason: string;
  domain?: string;
  /** The entry's own message when it is not the error's (Google's are often shorter). */
  message?: string;
  location?: string;
  locationType?: "header" | "parameter";
};

function googleError(reply: FastifyReply, code: number, status: string, message: string, detail: ErrorDetail) {
  const { reason, domain = "global", message: own = message, location, locationType } = detail;
  const entry = { message: own, domain, reason, ...(locationType ? { location, locationType } : {}) };
  return reply.status(code).send({ error: { code, message, errors: [entry], status } });
}

const badParameter = (reply: FastifyReply, message: string, detail: ErrorDetail) =>
  googleError(reply, 400, "INVALID_ARGUMENT", message, { locationType: "parameter", ...detail });

/** The failure switch's rate limit: YouTube answers 403 rateLimitExceeded. */
export const googleRateLimited = (reply: FastifyReply) => {
  void reply.status(403);
  const message = "The request cannot be completed because you have exceeded your quota.";
  return {
    error: {
      code: 403,
      message,
      errors: [{ message, domain: "youtube.quota", reason: "rateLimitExceeded" }],
      status: "PERMISSION_DENIED",
    },
  };
};

const SEE_CREDENTIALS = "See https://developers.google.com/identity/sign-in/web/devconsole-project.";

/** Google tells a missing credential (`required`) from one it does not accept (`authError`). */
const unauthenticated = (reply: FastifyReply, hasToken: boolean) =>
  hasToken
    ? googleError(
        reply,
        401,
        "UNAUTHENTICATED",
        "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other " +
          `valid authentication credential. ${SEE_CREDENTIALS}`,
        { reason: "authError", message: "Invalid Credentials", location: "Authorization", locationType: "header" },
      )
    : googleError(
        reply,
        401,
        "UNAUTHENTICATED",
        "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or " +
          `other valid authentication credential. ${SEE_CREDENTIALS}`,
        { reason: "required", message: "Login Required.", location: "Authorization", locationType: "header" },
      );

/** The scopes the discovery document lists for each method: a token needs one of them. */
const SCOPES = ["youtube", "youtube.force-ssl", "youtube.readonly", "youtubepartner"].map(
  (s) => `https://www.googleapis.com/auth/${s}`,
);
const CHANNELS_SCOPES = [...SCOPES, "https://www.googleapis.com/auth/youtubepartner-channel-audit"];

/** The avatar sizes YouTube serves for a channel (px); subscription snippets carry the URLs only. */
const AVATAR_SIZES = { default: 88, medium: 240, high: 800 };

function thumbnails(c: Channel, withSize: boolean) {
  return Object.fromEntries(
    Object.entries(AVATAR_SIZES).map(([name, px]) => {
      const url = `https://yt3.ggpht.com/ytc/${c.id}=s${px}-c-k-c0x00ffffff-no-rj`;
      return [name, withSize ? { url, width: px, height: px } : { url }];
    }),
  );
}

function channelResource(c: Channel, part: string) {
  return {
    kind: "youtube#channel",
    etag: etag(c),
    id: c.id,
    ...(part.split(",").some((p) => p.trim() === "snippet")
      ? {
          snippet: {
            title: c.title,
            description: "",
            customUrl: c.handle.toLowerCase(),
            publishedAt: "2020-01-01T00:00:00Z",
            thumbnails: thumbnails(c, true),
            localized: { title: c.title, description: "" },
          },
        }
      : {}),
  };
}

/** maxResults as the document bounds it (0..50, default 5), or null after answering 400. */
function pageSize(reply: FastifyReply, q: Query): number | null {
  if (q.maxResults === undefined) return 5;
  const n = /^\d+$/.test(q.maxResults) ? Number(q.maxResults) : NaN;
  if (n >= 0 && n <= 50) return n;
  const message = `Invalid value '${q.maxResults}'. Values must be within the range: [0, 50]`;
  badParameter(reply, message, { reason: "invalidParameter", location: "maxResults" });
  return null;
}

// Page tokens are opaque to clients, as YouTube's are; this one carries the offset of its page.
const pageToken = (offset: number) => Buffer.from(`page:${offset}`).toString("base64url");
const pageOffset = (token: string) => /^page:(\d+)$/.exec(Buffer.from(token, "base64url").toString())?.[1];

export function registerYouTubeApi(app: FastifyInstance, state: GoogleState): void {
  /** Common gate of every Data API call: failure switch, quota, OAuth token and its scopes, `part`. */
  const gate = (req: { headers: { authorization?: string }; query: Query }, reply: FastifyReply, scopes: string[]) => {
    if (maybeFail(state.sw, reply, { rateLimited: googleRateLimited })) return null;
    if (state.isQuotaExceeded) {
      googleError(
        reply,
        403,
        "PERMISSION_DENIED",
        "The request cannot be completed because you have exceeded your " +
          '<a href="/youtube/v3/getting-started#quota">quota</a>.',
        { reason: "quotaExceeded", domain: "youtube.quota" },
      );
      return null;
    }
    const grant = state.oauth.bearer(req.headers.authorization);
    const account = grant ? state.accounts.get(grant.accountId) : undefined;
    if (!grant || !account) {
      unauthenticated(reply, req.headers.authorization !== undefined);
      return null;
    }
    if (!grant.scope.split(" ").some((s) => scopes.includes(s))) {
      googleError(reply, 403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.", {
        reason: "insufficientPermissions",
        message: "Insufficient Permission",
      });
      return null;
    }
    if (!req.query.part) {
      badParameter(reply, "Required parameter: part", { reason: "required", location: "part" });
      return null;
    }
    return account;
  };

  const noFilter = (reply: FastifyReply, expected: string) =>
    badParameter(reply, `No filter selected. Expected one of: ${expected}`, {
      reason: "missingRequiredParameter",
      domain: "youtube.parameter",
      location: "",
    });

  app.get<{ Querystring: Query }>("/youtube/v3/channels", async (req, reply) => {
    const account = gate(req, reply, CHANNELS_SCOPES);
    if (!account) return reply;
    const q = req.query;
    const all = [...state.channels.values()];
    let found: Channel[];
    if (q.forHandle) {
      const handle = (q.forHandle.startsWith("@") ? q.forHandle : `@${q.forHandle}`).toLowerCase();
      found = all.filter((c) => c.handle.toLowerCase() === handle);
    } else if (q.id) {
      const ids = q.id.split(",");
      found = all.filter((c) => ids.includes(c.id));
    } else if (q.forUsername) {
      found = all.filter((c) => c.legacyUsername?.toLowerCase() === q.forUsername!.toLowerCase());
    } else if (q.mine === "true") {
      found = all.filter((c) => c.id === account.channelId);
    } else {
      return noFilter(reply, "forUsername, managedByMe, categoryId, mine, mySubscribers, id, idParam, forHandle");
    }
    const size = pageSize(reply, q);
    if (size === null) return reply;
    // A lookup by handle, name or id is never paged; like YouTube, `items` is left out when nothing matched.
    return {
      kind: "youtube#channelListResponse",
      etag: etag(found.map((c) => c.id)),
      pageInfo: { totalResults: found.length, resultsPerPage: size },
      ...(found.length > 0 ? { items: found.map((c) => channelResource(c, q.part!)) } : {}),
    };
  });

  app.get<{ Querystring: Query }>("/youtube/v3/subscriptions", async (req, reply) => {
    const account = gate(req, reply, SCOPES);
    if (!account) return reply;
    const q = req.query;
    if (q.mine !== "true") return noFilter(reply, "channelId, id, mine, myRecentSubscribers, mySubscribers");
    const size = pageSize(reply, q);
    if (size === null) return reply;
    const offset = q.pageToken === undefined ? "0" : pageOffset(q.pageToken);
    if (offset === undefined) {
      return badParameter(reply, "The request specifies an invalid page token.", {
        reason: "invalidPageToken",
        domain: "youtube.parameter",
        location: "pageToken",
      });
    }
    const mine = state.subscriptions.get(account.sub) ?? new Map<string, string>();
    const wanted = (q.forChannelId ? q.forChannelId.split(",") : [...mine.keys()]).filter((id) => mine.has(id));
    const start = Number(offset);
    const items = wanted.slice(start, start + size).map((id) => {
      const target = state.channels.get(id);
      return {
        kind: "youtube#subscription",
        etag: etag([account.sub, id]),
        id: Buffer.from(`${account.channelId}:${id}`).toString("base64url").slice(0, 43),
        snippet: {
          publishedAt: mine.get(id),
          title: target?.title ?? "",
          description: "",
          resourceId: { kind: "youtube#channel", channelId: id },
          channelId: account.channelId,
          thumbnails: target ? thumbnails(target, false) : {},
        },
      };
    });
    return {
      kind: "youtube#subscriptionListResponse",
      etag: etag([account.sub, wanted, start, size]),
      ...(size > 0 && start + size < wanted.length ? { nextPageToken: pageToken(start + size) } : {}),
      ...(start > 0 ? { prevPageToken: pageToken(Math.max(0, start - size)) } : {}),
      pageInfo: { totalResults: wanted.length, resultsPerPage: size },
      items,
    };
  });
}
