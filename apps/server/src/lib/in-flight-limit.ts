import { AppError, countOf, VERIFY_BUSY_RETRY_SECONDS } from "@questhq/core";
import { countRateLimitRefusal } from "./metrics";

// Load shedding for a route whose work is bounded by the database (a verification: a dozen statements, some of them
// writes). Offered more than the machine can do, an open queue only grows: in the bench's launch spike (open-loop
// arrivals at 300 verifications/s on two cores) the median answer took 8 s and the 99th percentile 15 s, for every
// user. Beyond `max` requests in flight on one process a request is refused at once with 429 and Retry-After, so the
// admitted ones stay fast and the client knows when to try again.

export type InFlightLimit = { tryEnter(): boolean; leave(): void; readonly inFlight: number };

export function inFlightLimit(max: number): InFlightLimit {
  let inFlight = 0;
  return {
    tryEnter() {
      if (inFlight >= max) return false;
      inFlight++;
      return true;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
}

export const BUSY_RETRY_SECONDS = VERIFY_BUSY_RETRY_SECONDS;

/** The refusal of a request over the limit: the rate limiter's 429 and wording. */
export function busyError(): AppError {
  return new AppError("rate_limited", `Too many requests; try again in ${countOf(BUSY_RETRY_SECONDS, "second")}.`);
}

/** Runs `work` inside the limit, or throws busyError() when it is full. */
export async function withinLimit<T>(limit: InFlightLimit, work: () => Promise<T>): Promise<T> {
  if (!limit.tryEnter()) {
    countRateLimitRefusal("verify_busy");
    throw busyError();
  }
  try {
    return await work();
  } finally {
    limit.leave();
  }
}
