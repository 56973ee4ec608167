import { childBench, dropDb, PG_ADMIN_URL, postgresAvailable } from "./child-bench";

// The "webhooks" part of `npm run bench` (bench/webhooks.ts does one run), on each database the run covers.

type Figures = Record<string, number | string | boolean>;

/** 1,000 events at 50 a second to a local receiver (bench/webhooks.ts), on each database. */
export async function webhooksPart(record: Record<string, unknown>, on: (engine: "pglite" | "postgres") => boolean) {
  const show = (w: Figures) =>
    console.log(
      `\nWebhooks (${w.engine}): ${w.accepted} of ${w.events} changes at ${w.rate}/s → ${w.delivered} signed ` +
        `deliveries verified at the receiver, ${w.lost} lost, ${w.duplicates} duplicated; change-to-delivery ` +
        `latency p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms, max ${w.maxMs} ms (target: every event, p99 under 5,000 ms: ` +
        `${w.lost === 0 && Number(w.p99Ms) < 5000 ? "met" : "SHORT"})`,
    );
  if (on("pglite")) {
    record.webhooksPglite = await childBench("webhooks.ts");
    show(record.webhooksPglite as Figures);
  }
  const pgAdmin = PG_ADMIN_URL;
  const pgUrl = on("postgres") ? await postgresAvailable(pgAdmin) : null;
  if (!pgUrl) return;
  try {
    record.webhooksPostgres = await childBench("webhooks.ts", [], { BENCH_WEBHOOKS_DATABASE_URL: pgUrl });
    show(record.webhooksPostgres as Figures);
  } finally {
    await dropDb(pgAdmin, pgUrl);
  }
}
