// Child process of `npm run bench`: a raffle draw of 1,000,000 weighted entries to 1,000 winners with
// questhq-draw-v1 (hash of the canonical list + weighted picks without replacement), as the server runs it: the
// frozen list is loaded in canonical order (by position), so it is handed over sorted. Runs alone so its memory is
// the draw's, and prints one JSON line. Memory beyond the entries is the peak resident set during hash and draw
// minus the resident set with the entries built (Linux: the peak is reset through /proc/self/clear_refs first).
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { drawWinners, entryListHash, type DrawEntry } from "@questhq/core";

const ENTRIES = Number(process.env.BENCH_DRAW_ENTRIES ?? 1_000_000);
const WINNERS = Number(process.env.BENCH_DRAW_WINNERS ?? 1_000);

const mb = (bytes: number) => bytes / 2 ** 20;
/** VmHWM (peak resident set) in bytes, or null off Linux. */
function peakRss(): number | null {
  try {
    const line = readFileSync("/proc/self/status", "utf8").match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const baseline = process.memoryUsage().rss;
// Participant ids are UUIDs; weights are entry counts from 1 to 999, most people buying few.
const hex = randomBytes(16 * ENTRIES).toString("hex");
const ids: string[] = [];
for (let i = 0; i < ENTRIES; i++) {
  const h = hex.slice(i * 32, i * 32 + 32);
  ids.push(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`);
}
const sortStart = performance.now();
ids.sort();
const sortMs = performance.now() - sortStart;
// The rows as the database driver hands them over: pushed one by one in the order they arrive (canonical, by
// position), each id a fresh flat string. Building them in that order also lays them out in memory in that order;
// objects sorted after the fact would be scattered, and every pass over the list would wait on cache misses.
const entries: DrawEntry[] = [];
for (const id of ids)
  entries.push({ id: Buffer.from(id).toString("latin1"), weight: 1 + Math.floor(Math.random() ** 6 * 999) });
ids.length = 0;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc)
  console.error("draw bench: run with --expose-gc, or garbage from building the entries is collected during the draw");
gc?.();
const built = process.memoryUsage().rss;
let canResetPeak = false;
try {
  writeFileSync("/proc/self/clear_refs", "5");
  canResetPeak = true;
} catch {
  // Not Linux, or not allowed: the peak below then includes building the entries.
}
const t0 = performance.now();
const hash = entryListHash(entries);
const t1 = performance.now();
const winners = drawWinners({ entries, seed: randomBytes(32).toString("hex"), winners: WINNERS });
const t2 = performance.now();
const peak = peakRss() ?? process.resourceUsage().maxRSS * 1024;
console.log(
  JSON.stringify({
    entries: ENTRIES,
    winners: winners.length,
    totalWeight: entries.reduce((s, e) => s + e.weight, 0),
    sortMs,
    hashMs: t1 - t0,
    drawMs: t2 - t1,
    baselineRssMb: mb(baseline),
    entriesRssMb: mb(built - baseline),
    beyondEntriesMb: mb(Math.max(0, peak - built)),
    peakIsOfDrawOnly: canResetPeak,
    peakRssMb: mb(peak),
    hash,
  }),
);
