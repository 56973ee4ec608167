import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { ingestConfig, newsFixturesOn } from "./config";
import { ensureFixtureChannels } from "./fixture-channels";
import { runIngest, type IngestSummary } from "./run-ingest";

// News ingestion's run, the "news-ingest" job (jobs/registry.ts): the due channels are read. The job holds a lock for
// the whole run: the near-duplicate check (the same story from another channel) reads before it writes, so two
// channels carrying one story must not be ingested at the same moment by two servers. The run claims its channels
// with a lease (run-ingest.ts), so the channels of a run that dies mid-way are due again when the lease ends.

type Log = { info(o: object, m: string): void };

export async function ingestDueChannels(deps: { db: Db; env: Env; log: Log }): Promise<IngestSummary> {
  if (newsFixturesOn(deps.env)) await ensureFixtureChannels(deps.db, deps.env);
  const s = await runIngest(deps.db, ingestConfig(deps.env));
  if (s.results.length)
    deps.log.info(
      { ok: s.channelsOk, failed: s.channelsFailed, new: s.itemsNew, updated: s.itemsUpdated },
      "news ingestion run",
    );
  return s;
}
