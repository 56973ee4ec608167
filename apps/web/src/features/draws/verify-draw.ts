import type { DrawView } from "@questhq/core";
// The draw modules alone (not the whole core package): this module also runs in a Web Worker.
import type { DrawEntry } from "@questhq/core/draws/draw";
import { entryListHash } from "@questhq/core/draws/draw";
import { verifyDraw as verifyPublishedDraw, type DrawCheck } from "@questhq/core/draws/verify";
import { countOf } from "@questhq/core/plural";
import { formatNumber } from "@questhq/core/en-format";

// Re-runs a published draw from its published data (questhq-draw-v1) with core's verifyDraw —
// the same check as `npm run verify-draw`: the entry list against its hash, the seed against its
// commitment, the winners redrawn. Here it also downloads with progress and explains differences.

export const VERIFIED_MESSAGE = "Verified: the published entry list and seed reproduce these winners.";
export const VERIFIED_LIST_MESSAGE =
  "Verified: the published entry list matches its hash. The winners can be checked once they are drawn.";

export type VerifyStage = "download" | "parse" | "check";
export type VerifyProgress = { stage: VerifyStage; done?: number; total?: number };
export type VerifyCheck = { key: string; label: string; status: "pass" | "fail" | "info"; detail: string };
export type VerifyOutcome = { isVerified: boolean; summary: string; checks: VerifyCheck[] };
export type VerifyInput = { draw: DrawView; entriesUrl: string };

type OnProgress = (progress: VerifyProgress) => void;

const CHUNK_LINES = 20_000;
const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const fmt = (n: number) => formatNumber(n);

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

function countCheck(key: string, label: string, published: number | null, computed: number): VerifyCheck[] {
  if (published === null) return [];
  const isSame = published === computed;
  return [
    {
      key,
      label,
      status: isSame ? "pass" : "fail",
      detail: isSame
        ? `${fmt(computed)}, as published.`
        : `differs: published ${fmt(published)}, downloaded ${fmt(computed)}.`,
    },
  ];
}

/** Where the redraw and the published winners part ways (core only says that they do). */
function winnersDifference(published: string[], recomputed: string[]): string {
  const sameSet =
    published.length === recomputed.length && [...published].sort().join("\n") === [...recomputed].sort().join("\n");
  if (sameSet) return "differs: the same winners, but in a different order.";
  const first = published.findIndex((id, i) => id !== recomputed[i]);
  const at = first === -1 ? Math.min(published.length, recomputed.length) : first;
  return (
    `differs from pick ${fmt(at + 1)}: published ${published[at] ?? "(none)"}, ` +
    `recomputed ${recomputed[at] ?? "(none)"} ` +
    `(${countOf(published.length, "winner")} published, ${fmt(recomputed.length)} recomputed).`
  );
}

const LABELS: Record<string, string> = {
  algorithm: "Algorithm",
  "entry list hash": "Entry list hash",
  "canonical list": "Canonical list",
  "seed commitment": "Seed",
  beacon: "Seed",
  winners: "Winners",
};

function fromCore(check: DrawCheck, draw: DrawView, recomputed: string[]): VerifyCheck {
  const label = LABELS[check.name] ?? check.name;
  // The browser cannot reach the beacon (the page only talks to this site): say where to look.
  if (check.name === "beacon")
    return {
      key: "seed",
      label,
      status: "info",
      detail:
        `${check.detail}. ` +
        `Compare the seed with the public ${draw.seed_source === "drand" ? "drand beacon" : "block"}, ` +
        "or run the command below with --beacon-url.",
    };
  const detail =
    check.name === "winners" && !check.ok ? winnersDifference(draw.winners ?? [], recomputed) : check.detail;
  return { key: check.name, label, status: check.ok ? "pass" : "fail", detail };
}

export async function verifyDraw({ draw, entriesUrl }: VerifyInput, onProgress: OnProgress): Promise<VerifyOutcome> {
  const text = await downloadEntries(entriesUrl, onProgress);
  const entries = await parseEntries(text, onProgress);
  const checks: VerifyCheck[] = [
    ...countCheck("count", "Entrants", draw.entry_count, entries.filter((e) => e.weight > 0).length),
    ...countCheck(
      "weight",
      "Total entries",
      draw.total_weight,
      entries.reduce((sum, e) => sum + e.weight, 0),
    ),
  ];
  onProgress({ stage: "check", total: draw.number_of_winners ?? draw.winners?.length ?? 0 });
  await nextTick();
  const isDrawn = draw.drawn_at !== null && draw.seed !== null && draw.winners !== null;
  if (isDrawn) {
    const result = verifyPublishedDraw(draw, text);
    checks.push(...result.checks.map((c) => fromCore(c, draw, result.recomputed)));
  } else if (draw.entry_list_hash) {
    const computed = entryListHash(entries);
    const isSame = computed === draw.entry_list_hash;
    checks.push({
      key: "hash",
      label: "Entry list hash",
      status: isSame ? "pass" : "fail",
      detail: isSame
        ? `${computed}, as published.`
        : `differs: published ${draw.entry_list_hash}, computed ${computed}.`,
    });
  }
  const failed = checks.filter((c) => c.status === "fail");
  const isVerified = failed.length === 0;
  const summary = !isVerified
    ? `Not verified: ${failed.map((c) => c.label.toLowerCase()).join(", ")} ` +
      `${failed.length === 1 ? "differs" : "differ"}.`
    : isDrawn
      ? VERIFIED_MESSAGE
      : VERIFIED_LIST_MESSAGE;
  return { isVerified, summary, checks };
}
