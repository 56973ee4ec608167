import { shortenAddress } from "../../address";
import { getChainById } from "../../chains";
import { NO_START_DATE } from "../../constants";
import { findKnownToken, formatTokenAmount } from "../token-amount";
import type { DetailRow, ObjectiveValues } from "./template-family";

// How objectives are worded (titles and detail rows), shared by the families: the server and the web app word
// every objective the same way.

export const text = (v: unknown): string | undefined => {
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

/** Only http(s) links are shown as links; anything else stays plain text. */
export function safeUrl(v: unknown): string | undefined {
  const url = text(v);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export const plural = (n: string, one: string, many: string) => `${n} ${n === "1" ? one : many}`;

function chainName(values: ObjectiveValues): string | undefined {
  const id = Number(values.blockchain);
  return Number.isInteger(id) ? getChainById(id)?.name : undefined;
}

export const onChain = (values: ObjectiveValues, what: string) => {
  const chain = chainName(values);
  return chain ? `${what} on ${chain}` : what;
};

/** The token of an amount: explicit decimals and symbol, else a known token, else the native currency. */
export function objectiveToken(values: ObjectiveValues): { decimals: number; symbol: string | undefined } {
  const chainId = Number(values.blockchain);
  const contract = text(values.contract_address);
  const known = contract ? findKnownToken(chainId, contract) : undefined;
  const explicit = Number(values.token_decimals);
  const hasExplicit = text(values.token_decimals) !== undefined && Number.isInteger(explicit) && explicit >= 0;
  return {
    decimals: hasExplicit ? explicit : (known?.decimals ?? 18),
    symbol:
      text(values.token_symbol) ?? known?.symbol ?? (contract ? undefined : getChainById(chainId)?.nativeCurrency),
  };
}

export function tokenAmount(values: ObjectiveValues): string | undefined {
  const amount = text(values.crypto_amount);
  if (!amount || !/^\d+$/.test(amount)) return undefined;
  const { decimals, symbol } = objectiveToken(values);
  try {
    return formatTokenAmount(amount, decimals, symbol);
  } catch {
    return undefined;
  }
}

export function sinceDate(values: ObjectiveValues): string {
  const date = text(values.start_date);
  return date && date !== NO_START_DATE ? ` since ${date.slice(0, 10)}` : "";
}

export { shortenAddress };

// ---------------------------------------------------------------- detail rows

export function linkRow(label: string, v: unknown, caption?: string): DetailRow[] {
  const url = safeUrl(v);
  if (url) return [{ label, value: { kind: "link", href: url, caption: caption ?? url.replace(/^https?:\/\//i, "") } }];
  const plain = text(v);
  return plain ? [{ label, value: { kind: "text", text: plain } }] : [];
}

export function textRow(label: string, v: unknown, suffix = ""): DetailRow[] {
  const t = text(v);
  return t ? [{ label, value: { kind: "text", text: `${t}${suffix}` } }] : [];
}

export function chainRow(values: ObjectiveValues): DetailRow[] {
  const id = Number(values.blockchain);
  return text(values.blockchain) && Number.isInteger(id)
    ? [{ label: "Chain", value: { kind: "chain", chainId: id } }]
    : [];
}

export function addressRow(label: string, values: ObjectiveValues, key: string, isToken = false): DetailRow[] {
  const address = text(values[key]);
  if (!address) return [];
  return [{ label, value: { kind: "address", address, chainId: Number(values.blockchain), isToken } }];
}

export function amountRow(values: ObjectiveValues): DetailRow[] {
  const amount = text(values.crypto_amount);
  if (!amount || !/^\d+$/.test(amount)) return [];
  const { decimals, symbol } = objectiveToken(values);
  try {
    return [{ label: "Amount", value: { kind: "text", text: formatTokenAmount(amount, decimals, symbol) } }];
  } catch {
    return [];
  }
}

export function sinceRow(values: ObjectiveValues): DetailRow[] {
  const date = text(values.start_date);
  return date && date !== NO_START_DATE
    ? [{ label: "Counting from", value: { kind: "text", text: date.slice(0, 10) } }]
    : [];
}
