import type { Db } from "../../db/client";
import { missionViewEvent } from "../../db/schema/index";
import type { ViewSource } from "./view-source";

// Views are written in batches: one multi-row INSERT a second (or at BATCH_SIZE views) instead of one per request, so
// a launch's burst of visitors costs the database a few statements a second. A view waits at most a second in the
// process; a crash loses those, which is the price of counting a page view without making the visitor wait for it.
// The process's close writes what is left.

const BATCH_SIZE = 500;
const FLUSH_EVERY_MS = 1_000;
/** Views held while the database does not answer; beyond it the newest are dropped (and logged once). */
const MAX_HELD = 50_000;

export type MissionView = ViewSource & { missionId: string; viewedAt: Date; visitorHash: bigint; isSignedIn: boolean };

type Log = { warn(obj: object, msg: string): void };

export type ViewRecorder = {
  record(view: MissionView): void;
  /** Writes every view held; resolves when they are in the database. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function createViewRecorder(db: Db, log: Log): ViewRecorder {
  let held: MissionView[] = [];
  let writing: Promise<void> = Promise.resolve();
  let isDropping = false;
  const write = () => {
    if (held.length === 0) return writing;
    const batch = held;
    held = [];
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH_SIZE) {
        try {
          await db.insert(missionViewEvent).values(batch.slice(i, i + BATCH_SIZE));
        } catch (err) {
          // Kept for the next second's try, ahead of the newer views, up to MAX_HELD.
          const rest = batch.slice(i);
          held = [...rest, ...held].slice(0, MAX_HELD);
          log.warn({ err, views: rest.length }, "page views could not be written; trying again");
          return;
        }
      }
    });
    return writing;
  };
  const timer = setInterval(() => void write(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    record(view) {
      if (held.length >= MAX_HELD) {
        if (!isDropping) log.warn({ held: held.length }, "page views dropped: the database is not taking them");
        isDropping = true;
        return;
      }
      isDropping = false;
      held.push(view);
      if (held.length >= BATCH_SIZE) void write();
    },
    flush: () => write(),
    async close() {
      clearInterval(timer);
      await write();
    },
  };
}
