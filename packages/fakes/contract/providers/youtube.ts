import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { DOC_ID, RPC_STATUS, errorSchema, validate, vendored } from "./youtube-document";

export { vendor } from "./youtube-document";

// YouTube Data API v3 as Google publishes it: its discovery document (a Google format, not OpenAPI), of which we keep
// the two methods the product calls with the user's token (apps/server/src/providers/google/youtube-client.ts):
// channels.list (a link's @handle or /user/ name to a channel id, and the user's own channel) and subscriptions.list
// (mine + forChannelId). Google sign-in (OAuth 2 / OpenID Connect) is not part of this document.
//
// The discovery document describes success bodies only; the error envelope is written from Google's prose
// (youtube-document.ts).

// ---- Probes: every way the product calls the two methods, and every answer the fake gives them.

/** A probe, with what its answer must be beyond the document: the status, an error's reason, list facts. */
type YouTubeProbe = Probe & { status: number; reason?: string; expect?: (body: ListBody) => string[] };
type ListBody = {
  items?: { snippet?: { customUrl?: string } }[];
  pageInfo?: { totalResults?: number; resultsPerPage?: number };
  nextPageToken?: string;
  prevPageToken?: string;
};

const CHANNELS = "youtube.channels.list";
const SUBSCRIPTIONS = "youtube.subscriptions.list";
const SAM = "100000000000000000001"; // the fake's sandbox viewer, subscribed to @questhq
const ALEX = "100000000000000000002"; // subscribed to nothing
const READONLY = "openid profile https://www.googleapis.com/auth/youtube.readonly"; // what the product asks for
const FORCE_SSL = "https://www.googleapis.com/auth/youtube.force-ssl";
const LEGACY = "QuestLegacyTV";
const UNKNOWN_CHANNEL = "UCzzzzzzzzzzzzzzzzzzzzzz";
/** Channels Sam also subscribes to, so that all of his subscriptions take two pages of 5. */
const MORE = ["@contractone", "@contracttwo", "@contractthree", "@contractfour", "@contractfive", "@contractsix"];

async function tokenFor(ctx: ProbeContext, sub: string, scope = READONLY, expiresAt?: number): Promise<string> {
  const token = `ya29.contract-${Math.random().toString(36).slice(2)}`;
  await ctx.control("tokens/restore", { account_id: sub, access_token: token, scope, expires_at: expiresAt });
  return token;
}

const channelId = async (ctx: ProbeContext, ref: string) =>
  ((await ctx.control(`channels/${encodeURIComponent(ref)}`, {}, "PUT")) as { id: string }).id;

type Query = Record<string, string | ((ctx: ProbeContext) => Promise<string>)>;

/** A call as youtube-client.ts makes it: Bearer token, JSON asked for; query values may be looked up first. */
function get(resource: string, query: Query, as: { sub?: string; scope?: string; token?: string } = {}) {
  return async (ctx: ProbeContext): Promise<Answer> => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) params.set(k, typeof v === "string" ? v : await v(ctx));
    const token = as.token ?? (await tokenFor(ctx, as.sub ?? SAM, as.scope));
    const headers: Record<string, string> = { accept: "application/json" };
    if (token !== "") headers.authorization = `Bearer ${token}`;
    return ctx.call(`${ctx.base}/youtube/v3/${resource}?${params}`, { headers });
  };
}

/** Runs `call` with the fake switched into a state, and switches it back whatever happens. */
const whileSwitched =
  (on: (ctx: ProbeContext) => Promise<unknown>, off: (ctx: ProbeContext) => Promise<unknown>, call: Probe["run"]) =>
  async (ctx: ProbeContext) => {
    await on(ctx);
    try {
      return await call(ctx);
    } finally {
      await off(ctx);
    }
  };

const ok = (operation: string, name: string, run: Probe["run"], expect?: YouTubeProbe["expect"]): YouTubeProbe => ({
  operation,
  name,
  run,
  status: 200,
  expect,
});
const fails = (operation: string, name: string, status: number, reason: string, run: Probe["run"]): YouTubeProbe => ({
  operation,
  name,
  run,
  status,
  reason,
});

const itemCount = (n: number) => (body: ListBody) =>
  (body.items?.length ?? 0) === n ? [] : [`${body.items?.length ?? 0} items, expected ${n}`];
const totalResults = (n: number) => (body: ListBody) =>
  body.pageInfo?.totalResults === n ? [] : [`pageInfo.totalResults is ${body.pageInfo?.totalResults}, expected ${n}`];
const all =
  (...checks: ((body: ListBody) => string[])[]) =>
  (body: ListBody) =>
    checks.flatMap((c) => c(body));

/** Both methods answer the same gate: token, scope, quota and rate limit. */
function gateProbes(operation: string, resource: string, query: Query): YouTubeProbe[] {
  return [
    fails(operation, "401 without a token", 401, "required", get(resource, query, { token: "" })),
    fails(operation, "401 with an unknown token", 401, "authError", get(resource, query, { token: "ya29.forged" })),
    fails(operation, "401 with an expired token", 401, "authError", async (ctx) => {
      const token = await tokenFor(ctx, SAM, READONLY, Date.now() - 1000);
      return get(resource, query, { token })(ctx);
    }),
    fails(
      operation,
      "403 without a YouTube scope",
      403,
      "insufficientPermissions",
      get(resource, query, { scope: "openid profile" }),
    ),
    fails(
      operation,
      "403 with a YouTube scope the method does not accept (youtube.upload)",
      403,
      "insufficientPermissions",
      get(resource, query, { scope: "https://www.googleapis.com/auth/youtube.upload" }),
    ),
    fails(
      operation,
      "403 quota exceeded",
      403,
      "quotaExceeded",
      whileSwitched(
        (ctx) => ctx.control("quota", { exceeded: true }),
        (ctx) => ctx.control("quota", { exceeded: false }),
        get(resource, query),
      ),
    ),
    fails(operation, "403 rate limited", 403, "rateLimitExceeded", async (ctx) => {
      await ctx.control("mode", { mode: "rate_limited", times: 1 });
      return get(resource, query)(ctx);
    }),
  ];
}

const questhq = (ctx: ProbeContext) => channelId(ctx, "@questhq");

const probes: YouTubeProbe[] = [
  // channels.list: resolveChannelId (part=id with forHandle or forUsername), fetchOwnChannelHandle (mine=true).
  ok(CHANNELS, "an @handle (part=id)", get("channels", { part: "id", forHandle: "@questhq" }), itemCount(1)),
  ok(CHANNELS, "a handle without its @", get("channels", { part: "id", forHandle: "questhq" }), itemCount(1)),
  ok(
    CHANNELS,
    "an @handle YouTube does not know: no items",
    get("channels", { part: "id", forHandle: "@nobody_here" }),
    all(itemCount(0), totalResults(0)),
  ),
  ok(
    CHANNELS,
    "a legacy /user/ name (forUsername)",
    async (ctx) => {
      await channelId(ctx, `user:${LEGACY}`);
      return get("channels", { part: "id", forUsername: LEGACY.toLowerCase() })(ctx);
    },
    itemCount(1),
  ),
  ok(
    CHANNELS,
    "a /user/ name YouTube does not know: no items",
    get("channels", { part: "id", forUsername: "NobodyAtAll" }),
    all(itemCount(0), totalResults(0)),
  ),
  ok(
    CHANNELS,
    "the user's own channel (part=snippet, mine=true)",
    get("channels", { part: "snippet", mine: "true" }),
    (body) =>
      body.items?.[0]?.snippet?.customUrl?.startsWith("@") ? [] : ["the own channel's snippet.customUrl is no @handle"],
  ),
  ok(
    CHANNELS,
    "channels by id (part=id,snippet)",
    get("channels", {
      part: "id,snippet",
      id: async (ctx) => `${await questhq(ctx)},UCsandboxAlex00000000002,${UNKNOWN_CHANNEL}`,
    }),
    all(itemCount(2), totalResults(2)),
  ),
  ok(
    CHANNELS,
    "the youtube.force-ssl scope is also accepted",
    get("channels", { part: "id", mine: "true" }, { scope: FORCE_SSL }),
  ),
  fails(CHANNELS, "400 without part", 400, "required", get("channels", { forHandle: "@questhq" })),
  fails(CHANNELS, "400 without a filter", 400, "missingRequiredParameter", get("channels", { part: "id" })),
  fails(
    CHANNELS,
    "400 maxResults above 50",
    400,
    "invalidParameter",
    get("channels", { part: "id", mine: "true", maxResults: "51" }),
  ),
  ...gateProbes(CHANNELS, "channels", { part: "id", forHandle: "@questhq" }),

  // subscriptions.list: isSubscribed (part=snippet, mine=true, forChannelId, maxResults=1).
  ok(
    SUBSCRIPTIONS,
    "subscribed (forChannelId, maxResults=1)",
    get("subscriptions", { part: "snippet", mine: "true", forChannelId: questhq, maxResults: "1" }),
    all(itemCount(1), totalResults(1), (body) =>
      body.pageInfo?.resultsPerPage === 1 ? [] : [`pageInfo.resultsPerPage is not the maxResults asked (1)`],
    ),
  ),
  ok(
    SUBSCRIPTIONS,
    "not subscribed: no items",
    get("subscriptions", { part: "snippet", mine: "true", forChannelId: questhq, maxResults: "1" }, { sub: ALEX }),
    all(itemCount(0), totalResults(0)),
  ),
  ok(
    SUBSCRIPTIONS,
    "a channel YouTube does not know: no items",
    get("subscriptions", { part: "snippet", mine: "true", forChannelId: UNKNOWN_CHANNEL, maxResults: "1" }),
    all(itemCount(0), totalResults(0)),
  ),
  ok(
    SUBSCRIPTIONS,
    "all of mine, first of two pages",
    async (ctx) => {
      for (const handle of MORE)
        await ctx.control(`accounts/${SAM}/subscriptions/${await channelId(ctx, handle)}`, {}, "PUT");
      return get("subscriptions", { part: "snippet", mine: "true" })(ctx);
    },
    all(itemCount(5), totalResults(7), (body) => [
      ...(body.nextPageToken ? [] : ["a first page of 7 results by 5 has no nextPageToken"]),
      ...(body.prevPageToken ? ["the first page has a prevPageToken"] : []),
    ]),
  ),
  ok(
    SUBSCRIPTIONS,
    "all of mine, the last page",
    async (ctx) => {
      const first = await get("subscriptions", { part: "snippet", mine: "true" })(ctx);
      const next = (first.body as ListBody).nextPageToken;
      if (!next) throw new Error("the first page had no nextPageToken");
      return get("subscriptions", { part: "snippet", mine: "true", pageToken: next })(ctx);
    },
    all(itemCount(2), totalResults(7), (body) => [
      ...(body.prevPageToken ? [] : ["the last page has no prevPageToken"]),
      ...(body.nextPageToken ? ["the last page has a nextPageToken"] : []),
    ]),
  ),
  ok(
    SUBSCRIPTIONS,
    "subscribed to nothing",
    get("subscriptions", { part: "snippet", mine: "true" }, { sub: ALEX }),
    all(itemCount(0), totalResults(0)),
  ),
  fails(SUBSCRIPTIONS, "400 without part", 400, "required", get("subscriptions", { mine: "true" })),
  fails(SUBSCRIPTIONS, "400 without a filter", 400, "missingRequiredParameter", get("subscriptions", { part: "id" })),
  fails(
    SUBSCRIPTIONS,
    "400 maxResults above 50",
    400,
    "invalidParameter",
    get("subscriptions", { part: "snippet", mine: "true", maxResults: "51" }),
  ),
  fails(
    SUBSCRIPTIONS,
    "400 a page token YouTube never gave",
    400,
    "invalidPageToken",
    get("subscriptions", { part: "snippet", mine: "true", pageToken: "not-a-token" }),
  ),
  ...gateProbes(SUBSCRIPTIONS, "subscriptions", { part: "snippet", mine: "true", forChannelId: questhq }),
];

function check(probe: Probe, answer: Answer): string[] {
  const p = probe as YouTubeProbe;
  const method = vendored().methods.get(p.operation);
  if (!method?.response) return [`${p.operation} is not in the document`];
  const problems: string[] = [];
  if (answer.status !== p.status) problems.push(`status ${answer.status}, expected ${p.status}`);
  // Google answers every call of the JSON API, errors included, with application/json.
  if (answer.contentType !== "application/json") {
    problems.push(`media type ${answer.contentType || "(none)"} is not application/json`);
    return problems;
  }
  if (answer.status === 200) {
    const ref = method.response.$ref;
    problems.push(...validate(ref, { $ref: `${DOC_ID}#/definitions/${ref}` }, answer.body));
    if (problems.length === 0 && p.expect) problems.push(...p.expect(answer.body as ListBody));
    return problems;
  }
  const rpcStatus = RPC_STATUS[answer.status];
  if (!rpcStatus) return [...problems, `status ${answer.status} is not one Google maps an error to`];
  problems.push(...validate(`error ${answer.status}`, errorSchema(answer.status, rpcStatus), answer.body));
  const reasons = (answer.body as { error?: { errors?: { reason?: unknown }[] } }).error?.errors?.map((e) => e.reason);
  if (p.reason && !reasons?.includes(p.reason))
    problems.push(`reason ${JSON.stringify(reasons)}, expected ${p.reason}`);
  return problems;
}

export const contract: ProviderContract = {
  provider: "YouTube",
  prefix: "/google",
  document: {
    title: "YouTube Data API v3",
    // The discovery document's revision (documents/SOURCES.md says where from).
    version: "rev 20240514",
    source: "github.com/googleapis/discovery-artifact-manager discoveries/youtube.v3.json",
  },
  reset: async (ctx) => {
    await ctx.control("reset");
  },
  probes,
  check,
};
