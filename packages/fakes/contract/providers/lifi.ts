import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import type { Answer, Probe, ProbeContext, ProviderContract } from "../types";
import { CHAIN, TRADER, TX, withChain } from "./lifi-chain";
import { readVendored, eachRef } from "../documents";

// LI.FI publishes no OpenAPI document we can fetch; its contract is the official SDK's types, @lifi/types, which
// @lifi/sdk types every answer with. The full document is their JSON Schema as ts-json-schema-generator makes it:
//
//   npx ts-json-schema-generator --path node_modules/@lifi/types/src/index.ts --type '*' --no-type-check \
//     --id https://www.npmjs.com/package/@lifi/types/v/<version> --out /tmp/lifi-types.schema.json
//   npx tsx packages/fakes/contract/vendor.ts lifi /tmp/lifi-types.schema.json
//
// vendor() keeps the definitions the endpoints below reach, unchanged, and says which type each endpoint answers
// (the return type of its @lifi/sdk action). The error body is only in LI.FI's prose docs: ERROR_RESPONSE below.

type Json = Record<string, unknown>;
type Operation = { type: string; sdk: string };
type LifiDocument = {
  $id: string;
  $schema: string;
  "x-source": Json;
  "x-operations": Record<string, Operation>;
  "x-errors": { statuses: number[]; schema: Json };
  definitions: Record<string, Json>;
};

/**
 * What each endpoint the product reaches answers: the widget (chains, tokens, tools, routes, step transactions,
 * status polling, gas suggestion, transaction history), the bridge page's prefill (token) and, through the same SDK,
 * the quote endpoints and connections the fake also serves. Types as @lifi/sdk 4 src/actions/<sdk> returns them.
 */
const OPERATIONS: Record<string, Operation> = {
  "GET /chains": { type: "ChainsResponse", sdk: "getChains.ts" },
  // The widget asks for extended tokens (getTokens(…, { extended: true })).
  "GET /tokens": { type: "TokensExtendedResponse", sdk: "getTokens.ts" },
  "GET /token": { type: "TokenExtended", sdk: "getToken.ts" },
  "GET /tools": { type: "ToolsResponse", sdk: "getTools.ts" },
  "GET /connections": { type: "ConnectionsResponse", sdk: "getConnections.ts" },
  "GET /quote": { type: "LiFiStep", sdk: "getQuote.ts" },
  "GET /quote/toAmount": { type: "LiFiStep", sdk: "getQuote.ts" },
  "POST /advanced/routes": { type: "RoutesResponse", sdk: "getRoutes.ts" },
  "POST /advanced/stepTransaction": { type: "LiFiStep", sdk: "getStepTransaction.ts" },
  "GET /status": { type: "StatusResponse", sdk: "getStatus.ts" },
  "GET /analytics/transfers": { type: "TransactionAnalyticsResponse", sdk: "getTransactionHistory.ts" },
  "GET /gas/suggestion/{chainId}": { type: "GasRecommendationResponse", sdk: "getGasRecommendation.ts" },
};

/**
 * LI.FI's error body, documented only in prose (https://docs.li.fi/api-reference/error-codes): a message and one of
 * the API's error codes, which @lifi/types has as the ErrorCode enum; a failed quote may add the routes that failed,
 * which @lifi/sdk reads as `errors?: UnavailableRoutes` (src/errors/httpError.ts, ServerErrorResponseBody). The
 * statuses are those the SDK classifies (same file, statusCodeToErrorClassificationMap).
 */
const ERROR_RESPONSE = {
  statuses: [400, 404, 409, 424, 429, 500],
  schema: {
    type: "object",
    properties: {
      message: { type: "string" },
      code: { $ref: "#/definitions/ErrorCode" },
      errors: { $ref: "#/definitions/UnavailableRoutes" },
    },
    required: ["message", "code"],
    additionalProperties: false,
  },
};

/** "#/definitions/Token" and the like, everywhere under this node. */
function refsIn(node: unknown, into: string[]): void {
  eachRef(node, (ref) => into.push(ref));
}

export function vendor(full: unknown): LifiDocument {
  const bundle = full as { $id?: string; $schema: string; definitions: Record<string, Json> };
  const version = /\/@lifi\/types\/v\/([^/]+)$/.exec(bundle.$id ?? "")?.[1];
  if (!version) throw new Error("generate the bundle with --id https://www.npmjs.com/package/@lifi/types/v/<version>");
  const queue = Object.values(OPERATIONS).map((o) => `#/definitions/${o.type}`);
  refsIn(ERROR_RESPONSE.schema, queue);
  const definitions: Record<string, Json> = {};
  while (queue.length > 0) {
    const name = decodeURIComponent(queue.pop()!.replace(/^#\/definitions\//, ""));
    if (definitions[name]) continue;
    const definition = bundle.definitions[name];
    if (!definition) throw new Error(`the bundle has no definition ${name}`);
    definitions[name] = definition;
    refsIn(definition, queue);
  }
  const require = createRequire(import.meta.url);
  const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return {
    $id: bundle.$id!,
    $schema: bundle.$schema,
    "x-source": {
      package: "@lifi/types",
      version,
      generator: `ts-json-schema-generator ${versionOf("ts-json-schema-generator")} --type '*' --no-type-check`,
      sdk: `@lifi/sdk ${versionOf("@lifi/sdk")} src/actions (the type each operation answers)`,
      errors: "https://docs.li.fi/api-reference/error-codes",
    },
    "x-operations": OPERATIONS,
    "x-errors": ERROR_RESPONSE,
    definitions: Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b))),
  };
}

type Checker = (operation: string, answer: Answer) => string[];
let loaded: Checker | undefined;

/** Ajv over the vendored definitions: a 200 is the operation's type, a documented error status LI.FI's error body. */
function checker(): Checker {
  if (loaded) return loaded;
  const doc = readVendored<LifiDocument>("lifi");
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc);
  const local = (schema: Json): Json =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/definitions/', `"${doc.$id}#/definitions/`)) as Json;
  const validators = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: () => Json) => {
    let fn = validators.get(key);
    if (!fn) {
      fn = ajv.compile(schema());
      validators.set(key, fn);
    }
    return fn;
  };
  loaded = (operation, answer) => {
    const op = doc["x-operations"][operation];
    if (!op) return [`${operation} is not in the document`];
    const ok = answer.status === 200;
    if (!ok && !doc["x-errors"].statuses.includes(answer.status))
      return [`status ${answer.status} is not documented for ${operation}`];
    if (answer.contentType !== "application/json") return [`media type ${answer.contentType || "(none)"} is not JSON`];
    const validate = ok
      ? validator(op.type, () => ({ $ref: `${doc.$id}#/definitions/${op.type}` }))
      : validator("error", () => local(doc["x-errors"].schema));
    return validate(answer.body)
      ? []
      : (validate.errors ?? []).slice(0, 8).map((e) => `body${e.instancePath} ${e.message}${detail(e.params)}`);
  };
  return loaded;
}

function detail(params: Record<string, unknown>): string {
  const value = params.additionalProperty ?? params.allowedValues;
  return value === undefined ? "" : ` (${JSON.stringify(value)})`;
}

const probe = (operation: string, name: string, run: Probe["run"]): Probe => ({ operation, name, run });

const v1 = (ctx: ProbeContext, path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${ctx.base}/v1${path}${search ? `?${search}` : ""}`;
};
const get = (path: string, query?: Record<string, string | number>) => (ctx: ProbeContext) =>
  ctx.call(v1(ctx, path, query));
const post = (ctx: ProbeContext, path: string, body: unknown) =>
  ctx.call(v1(ctx, path), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
/** A probe that needs the fake's world: the miniature chain, for its length. */
const onChain =
  (run: Probe["run"]): Probe["run"] =>
  (ctx) =>
    withChain(ctx.control, () => run(ctx));

const NATIVE = "0x0000000000000000000000000000000000000000";
/** In neither the fake's world nor @lifi/types' ChainId (999, say, is a chain LI.FI serves). */
const UNKNOWN_CHAIN = 4_242_424;
const ASK = {
  fromChain: CHAIN.id,
  toChain: CHAIN.id,
  fromToken: CHAIN.usdc,
  toToken: CHAIN.hq,
  fromAddress: TRADER,
  fee: 0.0025,
  integrator: "questhq",
};
const QUOTE = { ...ASK, fromAmount: 30_000_000 };
const ROUTE = {
  fromChainId: CHAIN.id,
  toChainId: CHAIN.id,
  fromTokenAddress: CHAIN.usdc,
  toTokenAddress: CHAIN.hq,
  fromAmount: "30000000",
  options: { integrator: "questhq", fee: 0.0025, slippage: 0.005 },
};
const STATUS = { fromChain: CHAIN.id, toChain: CHAIN.id };

const probes: Probe[] = [
  probe("GET /chains", "the world's chain", onChain(get("/chains"))),
  probe("GET /chains", "EVM asked", onChain(get("/chains", { chainTypes: "EVM" }))),
  probe("GET /chains", "no chain of the types asked", onChain(get("/chains", { chainTypes: "SVM" }))),
  probe("GET /chains", "429 rate limited", async (ctx) => {
    await ctx.control("mode", { mode: "rate_limited", times: 1 });
    return get("/chains")(ctx);
  }),
  probe("GET /tokens", "the chain's tokens, extended", onChain(get("/tokens", { chains: CHAIN.id, extended: "true" }))),
  probe("GET /tokens", "searched", onChain(get("/tokens", { chains: CHAIN.id, search: "usd", limit: 1 }))),
  probe("GET /token", "by symbol", onChain(get("/token", { chain: CHAIN.id, token: "HQ" }))),
  probe("GET /token", "the chain's currency by address", onChain(get("/token", { chain: "bas", token: NATIVE }))),
  probe("GET /token", "400 without a token", onChain(get("/token", { chain: CHAIN.id }))),
  probe("GET /token", "404 unknown token", onChain(get("/token", { chain: CHAIN.id, token: "DOGE" }))),
  probe("GET /tools", "the router as the one exchange", onChain(get("/tools"))),
  probe("GET /connections", "to $HQ", onChain(get("/connections", { ...STATUS, toToken: CHAIN.hq }))),
  probe("GET /quote", "USDC to $HQ with the integrator's fee", onChain(get("/quote", QUOTE))),
  probe("GET /quote", "ether to $HQ, no fee", onChain(get("/quote", { ...QUOTE, fromToken: NATIVE, fee: 0 }))),
  probe(
    "GET /quote",
    "$HQ to ether",
    onChain(get("/quote", { ...QUOTE, fromToken: CHAIN.hq, toToken: NATIVE, fromAmount: "1000000000000000000000" })),
  ),
  probe(
    "GET /quote",
    "404 more than the router holds",
    onChain(get("/quote", { ...QUOTE, fromToken: NATIVE, fromAmount: "5000000000000000000000" })),
  ),
  probe("GET /quote", "404 the same token", onChain(get("/quote", { ...QUOTE, toToken: CHAIN.usdc }))),
  probe("GET /quote", "400 amount not in base units", onChain(get("/quote", { ...QUOTE, fromAmount: "1.5" }))),
  probe("GET /quote", "400 unknown token", onChain(get("/quote", { ...QUOTE, toToken: "DOGE" }))),
  probe("GET /quote", "400 unknown chain", onChain(get("/quote", { ...QUOTE, fromChain: UNKNOWN_CHAIN }))),
  probe("GET /quote", "400 without fromAddress", onChain(get("/quote", { ...QUOTE, fromAddress: "" }))),
  probe(
    "GET /quote/toAmount",
    "ether for 600 $HQ",
    onChain(get("/quote/toAmount", { ...ASK, fromToken: NATIVE, toAmount: "600000000000000000000" })),
  ),
  probe(
    "GET /quote/toAmount",
    "400 toAmount not in base units",
    onChain(get("/quote/toAmount", { ...ASK, toAmount: "six hundred" })),
  ),
  probe(
    "POST /advanced/routes",
    "a visitor's route (no sender)",
    onChain((ctx) => post(ctx, "/advanced/routes", ROUTE)),
  ),
  probe(
    "POST /advanced/routes",
    "a signed-in wallet's route",
    onChain((ctx) => post(ctx, "/advanced/routes", { ...ROUTE, fromAddress: TRADER })),
  ),
  probe(
    "POST /advanced/routes",
    "no route: the same token",
    onChain((ctx) => post(ctx, "/advanced/routes", { ...ROUTE, toTokenAddress: CHAIN.usdc })),
  ),
  probe(
    "POST /advanced/routes",
    "400 amount not in base units",
    onChain((ctx) => post(ctx, "/advanced/routes", { ...ROUTE, fromAmount: "30.5" })),
  ),
  probe(
    "POST /advanced/stepTransaction",
    "the route's step with its transaction",
    onChain(async (ctx) => post(ctx, "/advanced/stepTransaction", await stepOf(ctx))),
  ),
  probe(
    "POST /advanced/stepTransaction",
    "404 a step the router cannot run any more",
    onChain(async (ctx) => {
      const step = await stepOf(ctx);
      return post(ctx, "/advanced/stepTransaction", {
        ...step,
        action: { ...step.action, toToken: step.action.fromToken },
      });
    }),
  ),
  probe(
    "POST /advanced/stepTransaction",
    "400 a step without an action",
    onChain((ctx) => post(ctx, "/advanced/stepTransaction", { id: "x", type: "lifi" })),
  ),
  probe("GET /status", "DONE: the swap was mined", onChain(get("/status", { ...STATUS, txHash: TX.done }))),
  probe("GET /status", "PENDING: sent, not mined", onChain(get("/status", { ...STATUS, txHash: TX.pending }))),
  probe("GET /status", "FAILED: reverted", onChain(get("/status", { ...STATUS, txHash: TX.failed }))),
  probe("GET /status", "NOT_FOUND: unknown hash", onChain(get("/status", { ...STATUS, txHash: TX.unknown }))),
  probe(
    "GET /status",
    "NOT_FOUND: no chain named",
    onChain(get("/status", { txHash: TX.unknown, bridge: "questhq-router" })),
  ),
  probe("GET /status", "400 not a transaction hash", onChain(get("/status", { ...STATUS, txHash: "0x1234" }))),
  probe("GET /status", "400 unknown chain", onChain(get("/status", { txHash: TX.done, fromChain: UNKNOWN_CHAIN }))),
  probe(
    "GET /analytics/transfers",
    "the wallet's finished swap",
    onChain(async (ctx) => {
      // The fake lists the transfers whose DONE status it has reported.
      await get("/status", { ...STATUS, txHash: TX.done })(ctx);
      return get("/analytics/transfers", { wallet: TRADER })(ctx);
    }),
  ),
  probe("GET /analytics/transfers", "a wallet with none", onChain(get("/analytics/transfers", { wallet: NATIVE }))),
  probe("GET /gas/suggestion/{chainId}", "what to keep for gas", onChain(get(`/gas/suggestion/${CHAIN.id}`))),
  probe("GET /gas/suggestion/{chainId}", "400 unknown chain", onChain(get(`/gas/suggestion/${UNKNOWN_CHAIN}`))),
];

type Step = { action: { fromToken: unknown; toToken: unknown } } & Json;

/** The step of a signed-in wallet's route, as the SDK sends it back for its transaction. */
async function stepOf(ctx: ProbeContext): Promise<Step> {
  const answer = await post(ctx, "/advanced/routes", { ...ROUTE, fromAddress: TRADER });
  const step = (answer.body as { routes?: { steps: Step[] }[] }).routes?.[0]?.steps[0];
  if (!step) throw new Error(`no route to take a step from: ${answer.status}`);
  return step;
}

export const contract: ProviderContract = {
  provider: "LI.FI",
  prefix: "/lifi",
  document: {
    title: "LI.FI API as typed by @lifi/types",
    // The version of @lifi/types the vendored schemas were generated from (documents/SOURCES.md says how).
    version: "17.86.0",
    source: "npm @lifi/types@17.86.0 (ts-json-schema-generator), docs.li.fi/api-reference/error-codes",
  },
  reset: async (ctx) => {
    await ctx.control("mode", { mode: "ok" });
  },
  probes,
  check: (p, answer) => checker()(p.operation, answer),
};
