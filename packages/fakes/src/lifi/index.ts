import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { isHash, type Hash } from "viem";
import type {
  ConnectionsResponse,
  GasRecommendationResponse,
  LiFiStep,
  RoutesRequest,
  RoutesResponse,
  StatusResponse,
  Token,
} from "@lifi/types";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { createFailureSwitch, maybeFail, registerFailureControl } from "../control";
import { logoSvg } from "./pages";
import { feeFields, gasPriceOf } from "./gas";
import { DEFAULT_SLIPPAGE, fromAmountFor, NoRoute, priceSwap, routeOf, SWAP_GAS, type SwapAsk } from "./quote";
import { statusOf } from "./status";
import { createWorld, ROUTER_TOOL, type LifiWorld, type WorldState } from "./world";

// Fake LI.FI API (li.quest/v1) for what @lifi/widget and @lifi/sdk call: chains, tokens, token, tools, connections,
// quote, quote/toAmount, advanced/routes, advanced/stepTransaction, status, gas/suggestion and analytics/transfers.
// Its routes are same-chain swaps through the DemoRouter of each chain of its world, so a quote is a transaction that
// really executes on the local chain. Errors use LI.FI's body, { message, code }. /__control/world replaces the
// world (tests); the server gives it the local chain otherwise.

export type LifiFakeOptions = ProviderFakeOptions & {
  world?: () => LifiWorld | null;
  /** The sandbox explorer's root, where a world chain without an explorer of its own links its transactions. */
  explorerBaseUrl: () => string;
};

// LI.FI's error codes (ErrorCode in @lifi/types, https://docs.li.fi/api-reference/error-codes).
const VALIDATION = 1011;
const NO_QUOTE = 1002;
const NOT_FOUND = 1003;
const RATE_LIMITED = 1005;

const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.status(status).send({ message, code });

export const lifiFake: FastifyPluginAsync<LifiFakeOptions> = async (app, opts) => {
  const sw = createFailureSwitch();
  registerFailureControl(app, sw);
  const world = createWorld(opts.baseUrl, () => opts.world?.() ?? null, opts.explorerBaseUrl);
  const transfers: StatusResponse[] = [];
  const rateLimited = () => ({ message: "Too many requests", code: RATE_LIMITED });

  app.post<{ Body: LifiWorld }>("/__control/world", async (req) => {
    world.set(req.body);
    return { chains: req.body.chains.length };
  });
  app.get<{ Params: { symbol: string } }>("/logos/:symbol", async (req, reply) => {
    const svg = logoSvg(req.params.symbol.replace(/\.svg$/, ""));
    return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg);
  });
  const v1 = async (api: FastifyInstance) => {
    api.addHook("preHandler", async (_req, reply) => {
      if (maybeFail(sw, reply, { rateLimited })) return reply;
    });
    api.get<{ Querystring: { chainTypes?: string } }>("/chains", async (req) => {
      const types = req.query.chainTypes?.split(",");
      return { chains: types && !types.includes("EVM") ? [] : await world.chains() };
    });
    api.get<{ Querystring: { chains?: string; chainTypes?: string; search?: string; limit?: string } }>(
      "/tokens",
      async (req) => {
        const ids = await chainIds(world, req.query.chains);
        const search = req.query.search?.toLowerCase();
        const limit = Number(req.query.limit) || Number.POSITIVE_INFINITY;
        const tokens: Record<number, Token[]> = {};
        for (const id of ids) {
          const all = await world.tokens(id);
          tokens[id] = (
            search
              ? all.filter((t) => [t.symbol, t.name, t.address].some((v) => v.toLowerCase().includes(search)))
              : all
          ).slice(0, limit);
        }
        return { tokens };
      },
    );
    api.get<{ Querystring: { chain?: string; token?: string } }>("/token", async (req, reply) => {
      const chainId = chainIdOf(world, req.query.chain);
      if (chainId === null || !req.query.token) return fail(reply, 400, VALIDATION, "chain and token are required");
      const token = await world.token(chainId, req.query.token);
      return token ?? fail(reply, 404, NOT_FOUND, `Unknown token ${req.query.token} on chain ${chainId}`);
    });
    api.get<{ Querystring: { chains?: string } }>("/tools", async (req) => {
      const ids = await chainIds(world, req.query.chains);
      return {
        bridges: [],
        exchanges: [{ ...ROUTER_TOOL, logoURI: `${world.baseUrl()}/logos/router.svg`, supportedChains: ids }],
      };
    });
    api.get<{ Querystring: { fromChain?: string; toChain?: string; fromToken?: string; toToken?: string } }>(
      "/connections",
      async (req) => {
        const from = chainIdOf(world, req.query.fromChain);
        const to = chainIdOf(world, req.query.toChain);
        const ids = (await chainIds(world)).filter(
          (id) => (from === null || id === from) && (to === null || id === to),
        );
        const connections = [];
        for (const id of ids) {
          const tokens = await world.tokens(id);
          // A connection names its tokens only (BaseToken): /token or /tokens says the rest.
          const pick = (wanted?: string) =>
            (wanted
              ? tokens.filter((t) => [t.address, t.symbol].some((v) => v.toLowerCase() === wanted.toLowerCase()))
              : tokens
            ).map(({ chainId, address }) => ({ chainId, address }));
          connections.push({
            fromChainId: id,
            toChainId: id,
            fromTokens: pick(req.query.fromToken),
            toTokens: pick(req.query.toToken),
          });
        }
        return { connections } satisfies ConnectionsResponse;
      },
    );
    api.post<{ Body: RoutesRequest }>("/advanced/routes", async (req, reply) => {
      const body = req.body;
      const ask = await askOf(world, {
        fromChain: body?.fromChainId,
        toChain: body?.toChainId,
        fromToken: body?.fromTokenAddress,
        toToken: body?.toTokenAddress,
        fromAddress: body?.fromAddress,
        toAddress: body?.toAddress,
        slippage: body?.options?.slippage,
        fee: body?.options?.fee,
        integrator: body?.options?.integrator ?? (req.headers["x-lifi-integrator"] as string | undefined),
      });
      if (typeof ask === "string") return fail(reply, 400, VALIDATION, ask);
      const fromAmount = amountOf(body?.fromAmount);
      if (fromAmount === null) return fail(reply, 400, VALIDATION, "fromAmount must be a whole number of base units");
      try {
        const step = await priceSwap(world, { ...ask, fromAmount }, false);
        return { routes: [routeOf(step)], unavailableRoutes: { filteredOut: [], failed: [] } } satisfies RoutesResponse;
      } catch (err) {
        if (!(err instanceof NoRoute)) throw err;
        const failed = [
          {
            overallPath:
              `${ask.fromChainId}:${ask.fromToken.symbol}-${ROUTER_TOOL.key}-` +
              `${ask.toChainId}:${ask.toToken.symbol}`,
            subpaths: {},
          },
        ];
        return {
          routes: [],
          unavailableRoutes: { filteredOut: [{ overallPath: failed[0]!.overallPath, reason: err.message }], failed },
        };
      }
    });
    const quote =
      (direction: "from" | "to") =>
      async (
        req: { query: Record<string, string | undefined>; headers: Record<string, unknown> },
        reply: FastifyReply,
      ) => {
        const q = req.query;
        const ask = await askOf(world, {
          ...q,
          integrator: q.integrator ?? (req.headers["x-lifi-integrator"] as string | undefined),
        });
        if (typeof ask === "string") return fail(reply, 400, VALIDATION, ask);
        if (!q.fromAddress) return fail(reply, 400, VALIDATION, "fromAddress is required");
        const amount = amountOf(direction === "from" ? q.fromAmount : q.toAmount);
        if (amount === null)
          return fail(reply, 400, VALIDATION, `${direction}Amount must be a whole number of base units`);
        try {
          const fromAmount = direction === "from" ? amount : await fromAmountFor(world, ask, amount);
          return await priceSwap(world, { ...ask, fromAmount }, true);
        } catch (err) {
          if (err instanceof NoRoute) return fail(reply, 404, NO_QUOTE, err.message);
          throw err;
        }
      };
    api.get("/quote", quote("from") as never);
    api.get("/quote/toAmount", quote("to") as never);
    api.post<{ Body: LiFiStep }>("/advanced/stepTransaction", async (req, reply) => {
      const step = req.body;
      const action = step?.action;
      if (!action?.fromToken || !action.toToken || !action.fromAddress)
        return fail(reply, 400, VALIDATION, "The step needs an action with tokens and a fromAddress");
      const ask = await askOf(world, {
        fromChain: action.fromChainId,
        toChain: action.toChainId,
        fromToken: action.fromToken.address,
        toToken: action.toToken.address,
        fromAddress: action.fromAddress,
        toAddress: action.toAddress,
        slippage: action.slippage,
        fee: step.estimate?.feeCosts?.find((f) => f.name === "Integrator fee")?.percentage,
        integrator: step.integrator,
      });
      if (typeof ask === "string") return fail(reply, 400, VALIDATION, ask);
      const fromAmount = amountOf(action.fromAmount);
      if (fromAmount === null) return fail(reply, 400, VALIDATION, "fromAmount must be a whole number of base units");
      try {
        const priced = await priceSwap(world, { ...ask, fromAmount }, true);
        // The step keeps its ids; a fresh estimate and the transaction to send are filled in.
        return { ...step, estimate: priced.estimate, transactionRequest: priced.transactionRequest };
      } catch (err) {
        if (err instanceof NoRoute) return fail(reply, 404, NO_QUOTE, err.message);
        throw err;
      }
    });
    api.get<{ Querystring: { txHash?: string; fromChain?: string; toChain?: string; bridge?: string } }>(
      "/status",
      async (req, reply) => {
        const hash = req.query.txHash;
        if (!hash || !isHash(hash)) return fail(reply, 400, VALIDATION, "txHash must be a transaction hash");
        const from = chainIdOf(world, req.query.fromChain);
        if (req.query.fromChain && from === null)
          return fail(reply, 400, VALIDATION, `Unknown fromChain ${req.query.fromChain}`);
        const candidates = from !== null ? [from] : await chainIds(world);
        if (candidates.length === 0) return fail(reply, 400, VALIDATION, "No chain is supported");
        for (const id of candidates) {
          const chain = world.chain(id);
          if (!chain) continue;
          const status = await statusOf(world, chain, hash as Hash);
          if (!status) continue;
          if (status.status === "DONE" && !transfers.some((t) => "sending" in t && t.sending.txHash === hash))
            transfers.push(status);
          return status;
        }
        // Not mined yet, or not a transfer at all: LI.FI answers 200 NOT_FOUND (the SDK keeps polling), in
        // StatusResponse's shape, naming where it looked.
        const chain = world.chain(candidates[0]!)!;
        return {
          status: "NOT_FOUND",
          tool: req.query.bridge || ROUTER_TOOL.key,
          sending: { txHash: hash, chainId: chain.id, txLink: `${world.explorerUrl(chain)}tx/${hash}` },
          receiving: { chainId: chainIdOf(world, req.query.toChain) ?? chain.id },
        } satisfies StatusResponse;
      },
    );
    api.get<{ Querystring: { wallet?: string } }>("/analytics/transfers", async (req) => {
      const wallet = req.query.wallet?.toLowerCase();
      return { transfers: transfers.filter((t) => "fromAddress" in t && t.fromAddress.toLowerCase() === wallet) };
    });
    api.get<{ Params: { chainId: string } }>("/gas/suggestion/:chainId", async (req, reply) => {
      const chainId = chainIdOf(world, req.params.chainId);
      if (chainId === null) return fail(reply, 400, VALIDATION, `Unknown chain ${req.params.chainId}`);
      // No refuel (there are no bridges), but what to keep for gas is real: the widget's Max leaves it in the wallet.
      // A wallet accepts a swap only if it holds the gas limit at the request's fee cap besides the amount paid.
      const [price, tokens] = await Promise.all([gasPriceOf(world.client(chainId)), world.tokens(chainId)]);
      const token = tokens[0]!;
      const amount = SWAP_GAS.limit * BigInt(feeFields(price).maxFeePerGas);
      return {
        available: false,
        message: "Gas refuel is not offered in the sandbox.",
        recommended: {
          token,
          amount: amount.toString(),
          amountUsd: ((Number(amount) / 10 ** token.decimals) * Number(token.priceUSD)).toFixed(2),
        },
      } satisfies GasRecommendationResponse;
    });
  };
  await app.register(v1, { prefix: "/v1" });
};

type RawAsk = {
  fromChain?: string | number;
  toChain?: string | number;
  fromToken?: string;
  toToken?: string;
  fromAddress?: string;
  toAddress?: string;
  slippage?: string | number;
  fee?: string | number;
  integrator?: string;
};

/** The ask of a request, or the message of a 400. */
async function askOf(world: WorldState, raw: RawAsk): Promise<Omit<SwapAsk, "fromAmount"> | string> {
  const fromChainId = chainIdOf(world, raw.fromChain);
  const toChainId = chainIdOf(world, raw.toChain);
  if (fromChainId === null) return `Unknown fromChain ${String(raw.fromChain ?? "")}`;
  if (toChainId === null) return `Unknown toChain ${String(raw.toChain ?? "")}`;
  const fromToken = raw.fromToken ? await world.token(fromChainId, raw.fromToken) : undefined;
  const toToken = raw.toToken ? await world.token(toChainId, raw.toToken) : undefined;
  if (!fromToken) return `Unknown fromToken ${raw.fromToken ?? ""}`;
  if (!toToken) return `Unknown toToken ${raw.toToken ?? ""}`;
  const slippage = raw.slippage === undefined ? DEFAULT_SLIPPAGE : Number(raw.slippage);
  const fee = raw.fee === undefined || raw.fee === "" ? 0 : Number(raw.fee);
  if (!(slippage >= 0 && slippage < 1)) return "slippage must be a fraction between 0 and 1";
  if (!(fee >= 0 && fee < 1)) return "fee must be a fraction between 0 and 1";
  return {
    fromChainId,
    toChainId,
    fromToken,
    toToken,
    fromAddress: raw.fromAddress,
    toAddress: raw.toAddress,
    slippage,
    fee,
    integrator: raw.integrator ?? "",
  };
}

function chainIdOf(world: WorldState, value: string | number | undefined): number | null {
  if (value === undefined || value === "") return null;
  const id = Number(value);
  if (Number.isInteger(id) && world.chain(id)) return id;
  // LI.FI also takes a chain's key ("eth", "bas").
  return world.chainByKey(String(value).toLowerCase())?.id ?? null;
}

async function chainIds(world: WorldState, list?: string): Promise<number[]> {
  const all = (await world.chains()).map((c) => c.id);
  if (!list) return all;
  const wanted = list.split(",").map((v) => chainIdOf(world, v.trim()));
  return all.filter((id) => wanted.includes(id));
}

function amountOf(value: unknown): bigint | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value);
  return /^\d+$/.test(text) ? BigInt(text) : null;
}
