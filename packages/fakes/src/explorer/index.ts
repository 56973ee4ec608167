import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { createPublicClient, getAddress, http, isAddress, isHash, type PublicClient } from "viem";
import type { ProviderFakeOptions } from "../shared/provider-fake";
import { escapeHtml } from "../shared/sandbox-page";
import { addressPage, ExplorerLinks, holderPage, homePage, notFoundPage, tokenPage, txPage } from "./pages";
import { readAddress, readHolding, readToken, readTransaction, type ExplorerChain } from "./read";

// A block explorer for chains no public explorer knows (the local chain in the demo): /{chainId}/tx/{hash},
// /address/{address}, /token/{token} and /token/{token}?a={holder}, the paths the app's explorer links use, plus a
// home page and a search. Pages are read from the chain when asked. The server gives it the local chain;
// /__control/chains replaces the list (tests).

export type ExplorerFakeOptions = ProviderFakeOptions & { chains?: () => ExplorerChain[] };

export const explorerFake: FastifyPluginAsync<ExplorerFakeOptions> = async (app, opts) => {
  let override: ExplorerChain[] | null = null;
  const clients = new Map<string, PublicClient>();
  const chainOf = (id: string) => (override ?? opts.chains?.() ?? []).find((c) => String(c.id) === id);
  const clientOf = (chain: ExplorerChain) => {
    let made = clients.get(chain.rpcUrl);
    if (!made) {
      made = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 }) }) as PublicClient;
      clients.set(chain.rpcUrl, made);
    }
    return made;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);

  app.post<{ Body: { chains: ExplorerChain[] } }>("/__control/chains", async (req) => {
    override = req.body.chains;
    return { chains: override.length };
  });

  type Params = { chainId: string; value: string };
  type Page = { status: number; html: string };
  const ok = (html: string): Page => ({ status: 200, html });
  const notFound = (links: ExplorerLinks, message: string): Page => ({
    status: 404,
    html: notFoundPage(links, "Not found", message),
  });
  const unknownChain = (reply: FastifyReply, id: string) =>
    html(reply, 404, `<!doctype html><title>Unknown chain</title><h1>Unknown chain ${escapeHtml(id)}</h1>`);
  type Query = Record<string, string>;
  type Render = (links: ExplorerLinks, read: PublicClient, value: string, query: Query) => Promise<Page>;
  /** Finds the chain and its reader, or answers 404; a chain that does not answer is a 502 page. */
  const page = (render: Render) => async (req: { params: Params; query: unknown }, reply: FastifyReply) => {
    const chain = chainOf(req.params.chainId);
    if (!chain) return unknownChain(reply, req.params.chainId);
    const links = new ExplorerLinks(opts.baseUrl(), chain);
    const query = (req.query ?? {}) as Query;
    try {
      const answer = await render(links, clientOf(chain), req.params.value, query);
      return html(reply, answer.status, answer.html);
    } catch (err) {
      const why = err instanceof Error ? err.message.split("\n")[0]! : "no answer";
      const body = notFoundPage(links, "The chain did not answer", `Reading ${chain.name} failed: ${why}`);
      return html(reply, 502, body);
    }
  };

  app.get<{ Params: Params }>(
    "/:chainId",
    page(async (links, read) => {
      const head = await read.getBlock();
      return ok(homePage(links, { block: head.number, timestamp: head.timestamp }));
    }),
  );
  app.get<{ Params: Params; Querystring: { q?: string } }>("/:chainId/search", async (req, reply) => {
    const chain = chainOf(req.params.chainId);
    if (!chain) return unknownChain(reply, req.params.chainId);
    const links = new ExplorerLinks(opts.baseUrl(), chain);
    const q = (req.query.q ?? "").trim();
    if (isHash(q)) return reply.redirect(links.tx(q));
    if (isAddress(q, { strict: false })) return reply.redirect(links.address(getAddress(q)));
    const answer = notFound(links, `"${q}" is neither a transaction hash nor an address.`);
    return html(reply, answer.status, answer.html);
  });
  app.get<{ Params: Params }>(
    "/:chainId/tx/:value",
    page(async (links, read, hash) => {
      if (!isHash(hash)) return notFound(links, `${hash} is not a transaction hash.`);
      const tx = await readTransaction(read, hash);
      return { status: tx.status === "unknown" ? 404 : 200, html: txPage(links, hash, tx) };
    }),
  );
  app.get<{ Params: Params }>(
    "/:chainId/address/:value",
    page(async (links, read, address) =>
      isAddress(address, { strict: false })
        ? ok(addressPage(links, await readAddress(read, links.chain, getAddress(address))))
        : notFound(links, `${address} is not an address.`),
    ),
  );
  app.get<{ Params: Params; Querystring: { a?: string } }>(
    "/:chainId/token/:value",
    page(async (links, read, address, query) => {
      if (!isAddress(address, { strict: false })) return notFound(links, `${address} is not an address.`);
      const token = await readToken(read, getAddress(address));
      if (!token) return notFound(links, `${address} is not a token contract on ${links.chain.name}.`);
      const holder = query.a;
      if (holder === undefined) return ok(tokenPage(links, token));
      if (!isAddress(holder, { strict: false })) return notFound(links, `${holder} is not an address.`);
      const balance = await readHolding(read, token, getAddress(holder));
      return ok(holderPage(links, token, getAddress(holder), balance));
    }),
  );
};
