import type { DrawView } from "@questhq/core";
// The draw functions alone (not the whole core package): this module also runs in a Web Worker.
import { drawWinners, entryListHash, type DrawEntry } from "@questhq/core/draws/draw";
import { sha256, stringToBytes } from "viem";

// Re-runs a published draw from its published inputs (questhq-draw-v1): download the frozen
// entry list, check its hash, check the seed against its commitment, redraw the winners.

export const VERIFIED_MESSAGE = "Verified: the published entry list and seed reproduce these winners.";
export const VERIFIED_LIST_MESSAGE = "Verified: the published entry list matches its hash. The winners can be checked once they are drawn.";

export type VerifyStage = "download" | "parse" | "hash" | "seed" | "draw";
export type VerifyProgress = { stage: VerifyStage; done?: number; total?: number };
export type VerifyCheck = { key: string; label: string; status: "pass" | "fail" | "info"; detail: string };
export type VerifyOutcome = { isVerified: boolean; summary: string; checks: VerifyCheck[] };
/** selection: the reward's selection process; with "All" every entrant wins, in list order, without a redraw. */
export type VerifyInput = { draw: DrawView; entriesUrl: string; selection: "All" | "raffle" | null };

type OnProgress = (progress: VerifyProgress) => void;

const CHUNK_LINES = 20_000;
const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const fmt = (n: number) => n.toLocaleString("en-US");
const hex = (value: string) => value.trim().toLowerCase().replace(/^0x/, "");

export async function downloadEntries(url: string, onProgress: OnProgress): Promise<string> {
  const res = await fetch(url, { credentials: "include", headers: { accept: "text/plain" } });
  if (!res.ok) throw new Error(`The entry list could not be downloaded (HTTP ${res.status}).`);
  const total = Number(res.headers.get("content-length")) || undefined;
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let done = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    done += chunk.value.byteLength;
    text += decoder.decode(chunk.value, { stream: true });
    onProgress({ stage: "download", done, total });
  }
  return text + decoder.decode();
}

/** The canonical list: one "<entrantId>:<weight>" per line; read in chunks so progress can be reported. */
export async function parseEntries(text: string, onProgress: OnProgress): Promise<DrawEntry[]> {
  const lines = text.split("\n");
  const entries: DrawEntry[] = [];
  for (let start = 0; start < lines.length; start += CHUNK_LINES) {
    const end = Math.min(lines.length, start + CHUNK_LINES);
    for (let i = start; i < end; i++) {
      const line = lines[i]!.trim();
      if (!line) continue;
      const parts = line.split(":");
      const weight = Number(parts[1]);
      if (parts.length !== 2 || !parts[0] || !/^\d+$/.test(parts[1] ?? "") || !Number.isSafeInteger(weight)) {
        throw new Error(`Line ${fmt(i + 1)} of the entry list is not "entrantId:weight": ${line.slice(0, 80)}`);
      }
      entries.push({ id: parts[0]!, weight });
    }
    onProgress({ stage: "parse", done: end, total: lines.length });
    await nextTick();
  }
  return entries;
}

function compare(key: string, label: string, published: string, computed: string, same = (a: string, b: string) => a === b): VerifyCheck {
  const isSame = same(published, computed);
  return {
    key,
    label,
    status: isSame ? "pass" : "fail",
    detail: isSame ? `${computed}, as published.` : `differs: published ${published}, computed ${computed}.`,
  };
}

function seedCheck(draw: DrawView): VerifyCheck {
  const label = "Seed";
  if (draw.seed_source !== "commit") {
    const source = draw.seed_source === "drand" ? `the drand beacon, round ${draw.beacon_round ?? "?"}` : `block ${draw.beacon_round ?? "?"}`;
    return { key: "seed", label, status: "info", detail: `The seed comes from ${source}; compare it with that public source.` };
  }
  const computed = sha256(stringToBytes(draw.seed ?? ""));
  const isSame = hex(computed) === hex(draw.seed_commitment);
  return {
    key: "seed",
    label,
    status: isSame ? "pass" : "fail",
    detail: isSame
      ? "SHA-256 of the revealed seed equals the commitment published before the draw."
      : `SHA-256 of the revealed seed is ${computed}, but the published commitment is ${draw.seed_commitment}.`,
  };
}

function winnersCheck(published: string[], computed: string[]): VerifyCheck {
  const label = "Winners";
  if (published.length === computed.length && published.every((id, i) => id === computed[i])) {
    return { key: "winners", label, status: "pass", detail: `The redraw picks the same ${fmt(computed.length)} winners in the same order.` };
  }
  const sameSet = published.length === computed.length && [...published].sort().join("\n") === [...computed].sort().join("\n");
  const firstDiff = published.findIndex((id, i) => id !== computed[i]);
  const at = firstDiff === -1 ? Math.min(published.length, computed.length) : firstDiff;
  const detail = sameSet
    ? "Same winners, but in a different order."
    : `The winners differ from pick ${fmt(at + 1)}: published ${published[at] ?? "(none)"}, computed ${computed[at] ?? "(none)"} (published ${fmt(published.length)} winners, computed ${fmt(computed.length)}).`;
  return { key: "winners", label, status: "fail", detail };
}

function everyoneWinsCheck(published: string[], entries: DrawEntry[]): VerifyCheck {
  const label = "Winners";
  const ids = entries.filter((e) => e.weight > 0).map((e) => e.id);
  const isSame = ids.length === published.length && ids.every((id, i) => id === published[i]);
  return {
    key: "winners",
    label,
    status: isSame ? "pass" : "fail",
    detail: isSame
      ? `Every entrant wins (selection “All”): the ${fmt(ids.length)} winners are exactly the entry list.`
      : `Every entrant should win (selection “All”), but the published winners (${fmt(published.length)}) are not the entry list (${fmt(ids.length)}).`,
  };
}

export async function verifyDraw({ draw, entriesUrl, selection }: VerifyInput, onProgress: OnProgress): Promise<VerifyOutcome> {
  const text = await downloadEntries(entriesUrl, onProgress);
  const entries = await parseEntries(text, onProgress);
  const checks: VerifyCheck[] = [];
  const count = entries.length;
  const positive = entries.filter((e) => e.weight > 0).length;
  const totalWeight = entries.reduce((sum, e) => sum + e.weight, 0);
  if (draw.entry_count !== null) {
    const isSame = draw.entry_count === count || draw.entry_count === positive;
    checks.push({
      key: "count",
      label: "Entrants",
      status: isSame ? "pass" : "fail",
      detail: isSame ? `${fmt(count)}, as published.` : `differs: published ${fmt(draw.entry_count)}, downloaded ${fmt(count)}.`,
    });
  }
  if (draw.total_weight !== null) {
    checks.push(compare("weight", "Total entries", fmt(draw.total_weight), fmt(totalWeight)));
  }
  onProgress({ stage: "hash" });
  await nextTick();
  const computedHash = entryListHash(entries);
  if (draw.entry_list_hash) checks.push(compare("hash", "Entry list hash", draw.entry_list_hash, computedHash, (a, b) => hex(a) === hex(b)));

  const isDrawn = draw.seed !== null && draw.winners !== null;
  if (isDrawn) {
    onProgress({ stage: "seed" });
    checks.push(seedCheck(draw));
    const winners = draw.winners ?? [];
    if (selection === "All") checks.push(everyoneWinsCheck(winners, entries));
    else {
      onProgress({ stage: "draw", total: draw.number_of_winners ?? winners.length });
      await nextTick();
      const computed = drawWinners({ entries, seed: draw.seed ?? "", winners: draw.number_of_winners ?? winners.length });
      checks.push(winnersCheck(winners, computed));
    }
  }
  const failed = checks.filter((c) => c.status === "fail");
  const isVerified = failed.length === 0;
  const summary = !isVerified
    ? `Not verified: ${failed.map((c) => c.label.toLowerCase()).join(", ")} ${failed.length === 1 ? "differs" : "differ"}.`
    : isDrawn
      ? VERIFIED_MESSAGE
      : VERIFIED_LIST_MESSAGE;
  return { isVerified, summary, checks };
}
