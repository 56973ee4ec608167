import { escapeHtml } from "../shared/sandbox-page";
import { labelOf, type AddressInfo, type ExplorerChain, type TokenInfo, type TxInfo } from "./read";

// The sandbox explorer's pages: plain HTML, one table each, links between them in the paths block explorers use
// (tx/{hash}, address/{address}, token/{token}, token/{token}?a={holder}), so the app's explorer links work unchanged.

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#1f2937}" +
  "header{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}" +
  "header a{color:inherit;text-decoration:none;font-weight:700}form{display:flex;gap:.5rem;flex:1;min-width:16rem}" +
  "input{flex:1;padding:.4rem .6rem;border:1px solid #d1d5db;border-radius:6px;font:inherit}" +
  "button{padding:.4rem .9rem;border-radius:6px;border:0;background:#4f46e5;color:#fff;font:inherit}" +
  ".badge{background:#fde68a;border-radius:4px;padding:0 .4rem;font-size:.75rem;font-weight:400}" +
  "table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{padding:.4rem .5rem;border-bottom:1px solid #e5e7eb;" +
  "text-align:left;vertical-align:top}th{width:11rem;color:#6b7280;font-weight:500}td{word-break:break-all}" +
  "a{color:#4338ca}.note{color:#6b7280;font-size:.875rem}";

type Row = [label: string, html: string];

const esc = escapeHtml;

export class ExplorerLinks {
  constructor(
    readonly root: string,
    readonly chain: ExplorerChain,
  ) {}
  get home(): string {
    return `${this.root}/${this.chain.id}`;
  }
  tx(hash: string): string {
    return `${this.home}/tx/${encodeURIComponent(hash)}`;
  }
  address(address: string): string {
    return `${this.home}/address/${encodeURIComponent(address)}`;
  }
  token(token: string, holder?: string): string {
    const base = `${this.home}/token/${encodeURIComponent(token)}`;
    return holder ? `${base}?a=${encodeURIComponent(holder)}` : base;
  }
  /** An address as a link, with its name when it is a known one. */
  addressHtml(address: string): string {
    const label = labelOf(this.chain, address);
    const text = label ? `${esc(label)} (${esc(address)})` : esc(address);
    return `<a href="${esc(this.address(address))}">${text}</a>`;
  }
}

function layout(links: ExplorerLinks, title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(title)} · ${esc(links.chain.name)} sandbox explorer</title><style>${STYLE}</style></head><body>` +
    `<header><a href="${esc(links.home)}">${esc(links.chain.name)} explorer <span class="badge">Sandbox</span></a>` +
    `<form method="get" action="${esc(`${links.home}/search`)}" role="search">` +
    `<input name="q" aria-label="Transaction hash, address or token" placeholder="Transaction hash or address">` +
    `<button type="submit">Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main>` +
    `<p class="note">Read from the local chain as you load the page; this explorer keeps no index of its own.</p>` +
    `</body></html>`
  );
}

const table = (rows: Row[]) =>
  `<table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${v}</td></tr>`).join("")}` +
  `</tbody></table>`;

export function homePage(links: ExplorerLinks, head: { block: bigint; timestamp: bigint }): string {
  const known = Object.entries(links.chain.labels ?? {});
  const rows: Row[] = [
    ["Chain id", String(links.chain.id)],
    ["Latest block", `${head.block} (${new Date(Number(head.timestamp) * 1000).toISOString()})`],
  ];
  const list = known.length
    ? `<h2>Known contracts and accounts</h2>${table(known.map(([a, name]) => [name, links.addressHtml(a)]))}`
    : "";
  return layout(links, links.chain.name, table(rows) + list);
}

export function txPage(links: ExplorerLinks, hash: string, tx: TxInfo): string {
  if (tx.status === "unknown")
    return layout(links, "Transaction not found", `<p>The chain knows no transaction ${esc(hash)}.</p>`);
  const coin = links.chain.coin;
  const rows: Row[] = [
    ["Transaction hash", esc(tx.hash)],
    ["Status", { pending: "Pending", success: "Success", reverted: "Failed (reverted)" }[tx.status]],
    ["Block", tx.block === null ? "Not mined yet" : esc(String(tx.block))],
    ...(tx.timestamp === null ? [] : [["Time", new Date(Number(tx.timestamp) * 1000).toISOString()] as Row]),
    ["From", links.addressHtml(tx.from)],
    ["To", tx.to ? links.addressHtml(tx.to) : tx.created ? `Contract created: ${links.addressHtml(tx.created)}` : ""],
    ["Value", `${esc(tx.value)} ${esc(coin)}`],
    ...(tx.fee === null ? [] : [["Transaction fee", `${esc(tx.fee)} ${esc(coin)} (${tx.gasUsed} gas)`] as Row]),
  ];
  const transfers = tx.transfers.length
    ? `<h2>Token transfers</h2>${table(
        tx.transfers.map((t) => [
          `${t.amount} ${t.symbol}`,
          `<a href="${esc(links.token(t.token))}">${esc(t.symbol || t.token)}</a> from ${links.addressHtml(t.from)} ` +
            `to ${links.addressHtml(t.to)}`,
        ]),
      )}`
    : "";
  return layout(links, "Transaction", table(rows) + transfers);
}

export function addressPage(links: ExplorerLinks, info: AddressInfo): string {
  const label = labelOf(links.chain, info.address);
  const rows: Row[] = [
    ["Address", esc(info.address)],
    ...(label ? [["Name", esc(label)] as Row] : []),
    ["Kind", info.isContract ? "Contract" : "Account"],
    ["Balance", `${esc(info.balance)} ${esc(links.chain.coin)}`],
    ["Transactions sent", String(info.nonce)],
    ...(info.token ? [["Token", tokenLink(links, info.token)] as Row] : []),
  ];
  const holdings = info.holdings.length
    ? `<h2>Tokens held</h2>${table(
        info.holdings.map((h) => [
          h.token.symbol || h.token.name,
          `<a href="${esc(links.token(h.token.address, info.address))}">${esc(holdingText(h.token, h.balance))}</a>`,
        ]),
      )}`
    : "";
  return layout(links, label ?? (info.isContract ? "Contract" : "Address"), table(rows) + holdings);
}

export function tokenPage(links: ExplorerLinks, token: TokenInfo): string {
  const rows: Row[] = [
    ...tokenRows(links, token),
    ...(token.totalSupply === null ? [] : [["Total supply", esc(holdingText(token, token.totalSupply))] as Row]),
  ];
  return layout(links, `${token.name || token.symbol} (${token.standard})`, table(rows));
}

export function holderPage(links: ExplorerLinks, token: TokenInfo, holder: string, balance: string): string {
  const rows: Row[] = [
    ...tokenRows(links, token),
    ["Holder", links.addressHtml(holder)],
    ["Balance", esc(holdingText(token, balance))],
  ];
  return layout(links, `${token.symbol || token.name} held by ${holder}`, table(rows));
}

export function notFoundPage(links: ExplorerLinks, title: string, message: string): string {
  return layout(links, title, `<p>${esc(message)}</p>`);
}

function tokenRows(links: ExplorerLinks, token: TokenInfo): Row[] {
  return [
    ["Token", tokenLink(links, token)],
    ["Contract", links.addressHtml(token.address)],
    ["Standard", token.standard],
    ...(token.decimals === null ? [] : [["Decimals", String(token.decimals)] as Row]),
  ];
}

function tokenLink(links: ExplorerLinks, token: TokenInfo): string {
  return `<a href="${esc(links.token(token.address))}">${esc(`${token.name} (${token.symbol})`)}</a>`;
}

function holdingText(token: TokenInfo, amount: string): string {
  return token.standard === "ERC-721" ? `${amount} ${token.symbol || "tokens"}` : `${amount} ${token.symbol}`;
}
