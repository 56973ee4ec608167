import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { readVendored, eachRef } from "../documents";

// YouTube Data API v3 as Google publishes it: its discovery document (a Google format, not OpenAPI), of which we keep
// the two methods the product calls with the user's token (apps/server/src/providers/google/youtube-client.ts):
// channels.list (a link's @handle or /user/ name to a channel id, and the user's own channel) and subscriptions.list
// (mine + forChannelId). Google sign-in (OAuth 2 / OpenID Connect) is not part of this document.
//
// The discovery document describes success bodies only. Errors are in prose: Google's error model
// (https://cloud.google.com/apis/design/errors) and YouTube's error list
// (https://developers.google.com/youtube/v3/docs/errors), so their schema is written below from those pages.

const METHODS = ["channels.list", "subscriptions.list"];
/** What names the document and its version (the rest of its top level is about clients, not answers). */
const IDENTITY = ["kind", "id", "name", "title", "version", "revision", "rootUrl", "servicePath", "baseUrl"];

type Json = Record<string, unknown>;
type DiscoverySchema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: string[];
  default?: unknown;
  properties?: Record<string, DiscoverySchema>;
  additionalProperties?: DiscoverySchema;
  items?: DiscoverySchema;
};
type DiscoveryMethod = { id: string; response?: { $ref: string } };
type DiscoveryDocument = Json & {
  resources: Record<string, { methods: Record<string, DiscoveryMethod> }>;
  schemas: Record<string, DiscoverySchema>;
};

/** Schema names referenced ({"$ref": "Channel"}) anywhere under this node. */
function refsIn(node: unknown, into: string[]): void {
  eachRef(node, (ref) => into.push(ref));
}

export function vendor(full: unknown): unknown {
  const doc = full as DiscoveryDocument;
  const resources: DiscoveryDocument["resources"] = {};
  const queue: string[] = [];
  for (const name of METHODS) {
    const [resource, method] = name.split(".") as [string, string];
    const found = doc.resources[resource]?.methods[method];
    if (!found) throw new Error(`the document has no ${name}`);
    resources[resource] ??= { methods: {} };
    resources[resource].methods[method] = found;
    refsIn(found, queue);
  }
  const schemas: DiscoveryDocument["schemas"] = {};
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (schemas[name]) continue;
    const schema = doc.schemas[name];
    if (!schema) throw new Error(`dangling reference ${name}`);
    schemas[name] = schema;
    refsIn(schema, queue);
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...Object.fromEntries(IDENTITY.map((key) => [key, doc[key]])), resources, schemas: sorted };
}

// Discovery's type/format pairs (https://developers.google.com/discovery/v1/type-format) as JSON Schema. 64-bit
// integers travel as decimal strings, 32-bit ones as JSON numbers within their range.
const FORMATS: Record<string, Json> = {
  "integer int32": { type: "integer", minimum: -(2 ** 31), maximum: 2 ** 31 - 1 },
  "integer uint32": { type: "integer", minimum: 0, maximum: 2 ** 32 - 1 },
  "number double": { type: "number" },
  "number float": { type: "number" },
  "string int64": { type: "string", pattern: "^-?[0-9]+$" },
  "string uint64": { type: "string", pattern: "^[0-9]+$" },
  "string byte": { type: "string", pattern: "^[A-Za-z0-9+/_-]*={0,2}$" },
  "string date": { type: "string", format: "date" },
  "string date-time": { type: "string", format: "date-time" },
};

/**
 * One discovery schema as JSON Schema. Two readings go beyond the letter of the format:
 * - an object with `properties` is closed: discovery schemas are generated from the API's message definitions and
 *   Google's JSON carries no other field, so a field the fake invents is one the product could come to rely on;
 * - a `kind` property with a default is that constant and always sent ("the fixed string youtube#channel"): the
 *   product tells a subscription list from anything else by it.
 */
function fromDiscovery(schema: DiscoverySchema, at: string): Json {
  if (schema.$ref) return { $ref: `#/definitions/${schema.$ref}` };
  const { type = "any", format } = schema;
  if (format && !FORMATS[`${type} ${format}`]) throw new Error(`${at}: unsupported type/format ${type}/${format}`);
  const out: Json = format ? { ...FORMATS[`${type} ${format}`] } : type === "any" ? {} : { type };
  if (schema.enum) out.enum = schema.enum;
  if (type === "array" && schema.items) out.items = fromDiscovery(schema.items, `${at}[]`);
  if (type === "object") {
    const properties = Object.entries(schema.properties ?? {});
    if (properties.length > 0) {
      out.properties = Object.fromEntries(
        properties.map(([name, p]) => [
          name,
          name === "kind" && typeof p.default === "string" ? { const: p.default } : fromDiscovery(p, `${at}.${name}`),
        ]),
      );
      if (properties.some(([name, p]) => name === "kind" && typeof p.default === "string")) out.required = ["kind"];
    }
    if (schema.additionalProperties) {
      out.additionalProperties = fromDiscovery(schema.additionalProperties, `${at}{}`);
    } else if (properties.length > 0) out.additionalProperties = false;
  }
  return out;
}

// Google's error answers, from the two prose pages above: {error: {code, message, status?, errors: [...],
// details?}}. `code` repeats the HTTP status, `status` is the google.rpc.Code that maps to it (the "HTTP Mapping"
// table of cloud.google.com/apis/design/errors), and `errors` is the list YouTube's error page tabulates: each with
// its reason ("Error detail") and domain, and location/locationType when a header or parameter is at fault (the
// reserved `error.errors[]` names of https://google.github.io/styleguide/jsoncstyleguide.xml).
const RPC_STATUS: Record<number, string[]> = {
  400: ["INVALID_ARGUMENT", "FAILED_PRECONDITION", "OUT_OF_RANGE"],
  401: ["UNAUTHENTICATED"],
  403: ["PERMISSION_DENIED"],
  404: ["NOT_FOUND"],
  409: ["ABORTED", "ALREADY_EXISTS"],
  429: ["RESOURCE_EXHAUSTED"],
  499: ["CANCELLED"],
  500: ["DATA_LOSS", "UNKNOWN", "INTERNAL"],
  501: ["NOT_IMPLEMENTED"],
  503: ["UNAVAILABLE"],
  504: ["DEADLINE_EXCEEDED"],
};

function errorSchema(status: number, rpcStatus: string[]): Json {
  const text = { type: "string", minLength: 1 };
  return {
    type: "object",
    required: ["error"],
    additionalProperties: false,
    properties: {
      error: {
        type: "object",
        required: ["code", "message", "errors"],
        additionalProperties: false,
        properties: {
          code: { const: status },
          message: text,
          status: { enum: rpcStatus },
          errors: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              required: ["message", "domain", "reason"],
              additionalProperties: false,
              properties: {
                message: text,
                domain: text,
                reason: text,
                location: { type: "string" },
                locationType: { type: "string" },
                extendedHelp: { type: "string" },
                sendReport: { type: "string" },
              },
            },
          },
          details: { type: "array", items: { type: "object", required: ["@type"] } },
        },
      },
    },
  };
}

const DOC_ID = "https://youtube.googleapis.com/$discovery/rest?version=v3";
// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

// Read when first checked, so vendor() can write the file before it exists.
let loaded: { methods: Map<string, DiscoveryMethod>; ajv: Ajv; compiled: Map<string, ValidateFunction> } | undefined;
function vendored() {
  if (!loaded) {
    const doc = readVendored<DiscoveryDocument>("youtube");
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    const definitions = Object.fromEntries(Object.entries(doc.schemas).map(([k, s]) => [k, fromDiscovery(s, k)]));
    ajv.addSchema({ $id: DOC_ID, definitions });
    const methods = new Map<string, DiscoveryMethod>();
    for (const resource of Object.values(doc.resources))
      for (const method of Object.values(resource.methods)) methods.set(method.id, method);
    loaded = { methods, ajv, compiled: new Map() };
  }
  return loaded;
}

function validate(key: string, schema: Json, body: unknown): string[] {
  const { ajv, compiled } = vendored();
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(key, fn);
  }
  if (fn(body)) return [];
  return (fn.errors ?? []).slice(0, 8).map((e) => {
    const detail = e.params.additionalProperty ?? e.params.allowedValue ?? e.params.allowedValues;
    return `body${e.instancePath} ${e.message}${detail === undefined ? "" : ` (${JSON.stringify(detail)})`}`;
  });
}

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
