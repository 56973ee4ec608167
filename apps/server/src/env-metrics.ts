import { z } from "zod";
import { weakSecretMessage } from "./lib/secret-strength";
import { emptyToUndefined } from "./providers/provider-config";

// The Prometheus metrics' settings (docs/ops/metrics.md, features/metrics), spread into env.ts's schema. Off unless one
// of METRICS_PORT and METRICS_TOKEN is set: the series name routes, jobs and queue depths, which are nobody's business
// outside the operators' network.

/** The shortest token we take: 32 characters, which `openssl rand -hex 32` (64) is well over. */
const METRICS_TOKEN_MIN_LENGTH = 32;

export const metricsEnv = {
  /**
   * A separate listener for GET /metrics (the main port then has none), on METRICS_HOST. With SERVER_PROCESSES > 1
   * the supervising process listens on it and answers with the sum of its workers' metrics.
   */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65_535).optional()),
  /** The metrics listener's interface: loopback unless a scraper on another host needs it. */
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("127.0.0.1")),
  /**
   * A bearer token a scraper must send (Authorization: Bearer …): on the main port's GET /metrics when METRICS_PORT is
   * unset, and on the metrics listener when it is set.
   */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`)
      .superRefine((value, ctx) => {
        const weak = weakSecretMessage(value);
        if (weak) ctx.addIssue({ code: "custom", message: weak });
      })
      .optional(),
  ),
};

/** Why these metrics settings cannot work together, or null. */
export function metricsSettingProblem(env: {
  METRICS_PORT?: number;
  METRICS_TOKEN?: string;
  PORT: number;
  SERVER_PROCESSES: number;
}): { variable: string; why: string } | null {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
    return { variable: "METRICS_PORT", why: `must differ from PORT (${env.PORT})` };
  if (env.METRICS_TOKEN && env.METRICS_PORT === undefined && env.SERVER_PROCESSES > 1) {
    // On the main port a scrape reaches one worker, whose metrics are a part of the whole.
    return {
      variable: "METRICS_PORT",
      why:
        `required with METRICS_TOKEN when SERVER_PROCESSES is ${env.SERVER_PROCESSES}: only the metrics listener ` +
        "answers with the sum of every process's metrics (GET /metrics on the main port would reach one worker)",
    };
  }
  return null;
}
