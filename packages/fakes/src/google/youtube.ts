import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { maybeFail } from "../control";
import type { Channel, GoogleState } from "./state";

// YouTube Data API v3 under /youtube/v3: channels.list (forHandle, id, forUsername, mine) and
// subscriptions.list (mine + forChannelId). Errors in Google's format
// { error: { code, message, errors: [{ message, domain, reason }], status } }.

type Query = Record<string, string | undefined>;

const etag = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 27);

function googleError(
  reply: FastifyReply,
  code: number,
  status: string,
  message: string,
  reason: string,
  domain = "global",
) {
  return reply.status(code).send({ error: { code, message, errors: [{ message, domain, reason }], status } });
}

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

const unauthenticated = (reply: FastifyReply) =>
  googleError(
    reply,
    401,
    "UNAUTHENTICATED",
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid " +
      "authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
    "authError",
  );

function channelResource(c: Channel, part: string) {
  return {
    kind: "youtube#channel",
    etag: etag(c),
    id: c.id,
    ...(part.includes("snippet")
      ? {
          snippet: {
            title: c.title,
            description: "",
            customUrl: c.handle.toLowerCase(),
            publishedAt: "2020-01-01T00:00:00Z",
          },
        }
      : {}),
  };
}

/** A list answer; like YouTube, `items` is left out when nothing matched a channel filter. */
function listResponse(kind: string, items: unknown[], omitEmptyItems: boolean) {
  return {
    kind,
    etag: etag(items),
    pageInfo: { totalResults: items.length, resultsPerPage: 5 },
    ...(items.length || !omitEmptyItems ? { items } : {}),
  };
}

export function registerYouTubeApi(app: FastifyInstance, state: GoogleState): void {
  /** Common gate of every Data API call: failure switch, quota, OAuth token. */
  const gate = (req: { headers: { authorization?: string } }, reply: FastifyReply) => {
    if (maybeFail(state.sw, reply, { rateLimited: googleRateLimited })) return null;
    if (state.isQuotaExceeded) {
      googleError(
        reply,
        403,
        "PERMISSION_DENIED",
        "The request cannot be completed because you have exceeded your " +
          '<a href="/youtube/v3/getting-started#quota">quota</a>.',
        "quotaExceeded",
        "youtube.quota",
      );
      return null;
    }
    const grant = state.oauth.bearer(req.headers.authorization);
    const account = grant ? state.accounts.get(grant.accountId) : undefined;
    if (!grant || !account) {
      unauthenticated(reply);
      return null;
    }
    if (!grant.scope.split(" ").some((s) => s.startsWith("https://www.googleapis.com/auth/youtube"))) {
      googleError(
        reply,
        403,
        "PERMISSION_DENIED",
        "Request had insufficient authentication scopes.",
        "insufficientPermissions",
      );
      return null;
    }
    return account;
  };

  app.get<{ Querystring: Query }>("/youtube/v3/channels", async (req, reply) => {
    const account = gate(req, reply);
    if (!account) return reply;
    const q = req.query;
    if (!q.part) return googleError(reply, 400, "INVALID_ARGUMENT", "Required parameter: part", "required");
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
      return googleError(
        reply,
        400,
        "INVALID_ARGUMENT",
        "No filter selected. Expected one of: forUsername, managedByMe, categoryId, mine, mySubscribers, id, " +
          "idParam, forHandle",
        "missingRequiredParameter",
      );
    }
    return listResponse(
      "youtube#channelListResponse",
      found.map((c) => channelResource(c, q.part!)),
      true,
    );
  });

  app.get<{ Querystring: Query }>("/youtube/v3/subscriptions", async (req, reply) => {
    const account = gate(req, reply);
    if (!account) return reply;
    const q = req.query;
    if (!q.part) return googleError(reply, 400, "INVALID_ARGUMENT", "Required parameter: part", "required");
    if (q.mine !== "true") {
      return googleError(
        reply,
        400,
        "INVALID_ARGUMENT",
        "No filter selected. Expected one of: channelId, id, mine, myRecentSubscribers, mySubscribers",
        "missingRequiredParameter",
      );
    }
    const mine = state.subscriptions.get(account.sub) ?? new Map<string, string>();
    const wanted = q.forChannelId ? q.forChannelId.split(",") : [...mine.keys()];
    const items = wanted
      .filter((id) => mine.has(id))
      .map((id) => {
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
            thumbnails: {},
          },
        };
      });
    return listResponse("youtube#subscriptionListResponse", items, false);
  });
}
