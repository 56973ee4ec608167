import { escapeHtml } from "../shared/sandbox-page";
import type { ExtendedTransactionInfo } from "@lifi/types";
import type { FakeStatus } from "./status";

// What the LI.FI fake serves besides its API: token and chain logos (LI.FI links to images on its CDN; these are
// local, so the demo needs no network) and a one-page explorer for a chain without a public one (the local chain),
// where the widget's "View on explorer" links land.

/** A round badge with up to four letters of the symbol, in a colour derived from it. */
export function logoSvg(symbol: string): string {
  const label = symbol.slice(0, 4).toUpperCase();
  const hue = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<circle cx="20" cy="20" r="20" fill="hsl(${hue} 60% 45%)"/>` +
    `<text x="20" y="25" font-family="sans-serif" font-size="${label.length > 3 ? 10 : 13}" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${escapeHtml(label)}</text></svg>`
  );
}

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}" +
  "th{text-align:left;padding-right:1rem}td{word-break:break-all}";

export function explorerPage(chainName: string, hash: string, status: FakeStatus): string {
  const rows: [string, string][] = [
    ["Chain", chainName],
    ["Transaction", hash],
    ["Status", status.status],
  ];
  for (const [label, leg] of [
    ["Paid", "sending" in status ? status.sending : undefined],
    ["Received", "receiving" in status ? status.receiving : undefined],
  ] as const) {
    const done = leg && "token" in leg ? (leg as ExtendedTransactionInfo) : undefined;
    if (done?.token && done.amount)
      rows.push([label, `${Number(done.amount) / 10 ** done.token.decimals} ${done.token.symbol}`]);
  }
  const table = rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>Sandbox explorer</title><style>${STYLE}</style></head><body><h1>Sandbox explorer</h1>` +
    `<p>The local chain has no public explorer; this page reads the transaction from it.</p>` +
    `<table>${table}</table></body></html>`
  );
}
