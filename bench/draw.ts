// Child process of `npm run bench`: a raffle draw of 1,000,000 weighted entries to 1,000
// winners with questhq-draw-v1 (hash of the canonical list + weighted picks without
// replacement). Runs alone so its peak RSS is the draw's, and prints one JSON line.
import { randomBytes } from "node:crypto";
import { drawWinners, entryListHash, type DrawEntry } from "@questhq/core";

const ENTRIES = Number(process.env.BENCH_DRAW_ENTRIES ?? 1_000_000);
const WINNERS = Number(process.env.BENCH_DRAW_WINNERS ?? 1_000);

const baseline = process.memoryUsage().rss;
const entries: DrawEntry[] = new Array(ENTRIES);
for (let i = 0; i < ENTRIES; i++) {
  // Participant ids are UUIDs; weights are entry counts from 1 to 999, most people buying few.
  const id = randomBytes(16).toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
  entries[i] = { id, weight: 1 + Math.floor(Math.random() ** 6 * 999) };
}
const built = process.memoryUsage().rss;
const t0 = performance.now();
const hash = entryListHash(entries);
const t1 = performance.now();
const winners = drawWinners({ entries, seed: randomBytes(32).toString("hex"), winners: WINNERS });
const t2 = performance.now();
console.log(
  JSON.stringify({
    entries: ENTRIES,
    winners: winners.length,
    totalWeight: entries.reduce((s, e) => s + e.weight, 0),
    hashMs: t1 - t0,
    drawMs: t2 - t1,
    baselineRssMb: baseline / 2 ** 20,
    entriesRssMb: (built - baseline) / 2 ** 20,
    peakRssMb: (process.resourceUsage().maxRSS * 1024) / 2 ** 20,
    hash,
  }),
);
