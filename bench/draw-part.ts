import { childBench } from "./child-bench";

// The "draw" part of `npm run bench`: the 1M-entry raffle draw (bench/draw.ts) in its own process.

export async function drawPart(record: Record<string, unknown>) {
  // --expose-gc: the entries' own memory is measured after a collection, so what follows is the draw's.
  const d = await childBench("draw.ts", ["--expose-gc"]);
  record.draw = d;
  const drawMs = Number(d.drawMs);
  const beyond = Number(d.beyondEntriesMb);
  console.log(
    `\nRaffle draw (questhq-draw-v1): ${Number(d.entries).toLocaleString("en-US")} weighted entries ` +
      `(total weight ${Number(d.totalWeight).toLocaleString("en-US")}) → ${d.winners} winners, ` +
      "the list in canonical order as loaded",
  );
  console.log(
    `  draw ${drawMs.toFixed(0)} ms (target ≤ 250: ${drawMs <= 250 ? "met" : "SHORT"}); ` +
      `entry-list hash, computed when entries freeze, ${Number(d.hashMs).toFixed(0)} ms; ` +
      `both ${(drawMs + Number(d.hashMs)).toFixed(0)} ms`,
  );
  console.log(
    `  memory: entries ${Number(d.entriesRssMb).toFixed(0)} MB resident, ` +
      `peak beyond them during hash and draw ${beyond.toFixed(0)} MB` +
      `${d.peakIsOfDrawOnly ? "" : " (peak not resettable here: includes building them)"} ` +
      `(target ≤ 64: ${beyond <= 64 ? "met" : "SHORT"}); ` +
      `an unsorted list would first need a sort of ${Number(d.sortMs).toFixed(0)} ms`,
  );
}
