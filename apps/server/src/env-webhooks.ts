import { z } from "zod";
import { emptyToUndefined } from "./providers/provider-config";

// The outgoing webhooks' settings (docs/product/developers.md#webhooks, features/webhooks), spread into env.ts's
// schema: checked at boot with every other variable.

const DURATION = /^(\d{1,9})(ms|s|m|h|d)$/;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** "500ms", "5s", "30m", "2h", "5d" as milliseconds. */
function parseDuration(text: string): number | null {
  const m = DURATION.exec(text.trim());
  return m ? Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS] : null;
}
const duration = () =>
  z.string().transform((raw, ctx) => {
    const ms = parseDuration(raw);
    if (ms === null || ms <= 0) {
      ctx.addIssue({ code: "custom", message: 'must be a duration such as "500ms", "30s", "10m", "2h" or "5d"' });
      return z.NEVER;
    }
    return ms;
  });
/** A comma-separated list of durations, in milliseconds. */
const durationList = () =>
  z.string().transform((raw, ctx) => {
    const parts = raw.split(",").map(parseDuration);
    if (parts.length === 0 || parts.length > 50 || parts.some((p) => p === null)) {
      ctx.addIssue({ code: "custom", message: 'must be comma-separated durations such as "5s,5m,30m,2h"' });
      return z.NEVER;
    }
    return parts as number[];
  });

export const webhookEnv = {
  /**
   * How often each process looks for due webhook deliveries, in ms (500 unless set; 0 turns the job off). Often, so
   * an event reaches its receiver within a second or so. Off in tests unless set.
   */
  WEBHOOK_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).optional()),
  /** How long a receiver has to answer one delivery attempt. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The waits between a delivery's attempts, comma-separated durations (ms, s, m, h, d): after the first attempt
   * fails the next comes after the first wait, and so on; when the list runs out the delivery has failed. Each wait
   * is stretched or shrunk by up to 20 % at random, so retries to one receiver do not arrive in lockstep. The
   * default spans about three days.
   */
  WEBHOOK_RETRY_SCHEDULE: durationList().default(
    // 5s, 5m, 30m, 2h, 5h, 10h, 10h, 14h, 24h: ten attempts over about 66 hours.
    [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 50_400_000, 86_400_000],
  ),
  /** An endpoint whose every attempt has failed for this long is disabled and its organization's admins mailed. */
  WEBHOOK_DISABLE_AFTER: duration().default(5 * 86_400_000),
  /** Deliveries one process sends at once (a slow receiver holds one of them up to WEBHOOK_TIMEOUT_MS). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
};
