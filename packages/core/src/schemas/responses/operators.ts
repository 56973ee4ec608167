import { z } from "zod";
import { baseUnitsSchema, decimalStringSchema, hexSchema } from "./chain";
import { dataAnswer, isoDateTime } from "./common";
import { sagaSummarySchema, sagaWeekSummarySchema, settlementStatusSchema } from "./sagas";

// What the platform operators' Saga routes answer. Their view types are the server's use-cases' own
// (operators/manage-sagas.ts, preview-settlement.ts), tied to these schemas in operators.routes.ts.

const count = z.number().int();

export const operatorSagaSchema = sagaSummarySchema.extend({
  status: settlementStatusSchema,
  weeks: count,
  challenges: count,
});
export const operatorSagasAnswer = dataAnswer(z.array(operatorSagaSchema));

export const createdSagaAnswer = dataAnswer(sagaSummarySchema);

export const operatorChallengeSchema = z.object({
  id: z.string(),
  template: z.string(),
  provider: z.string(),
  values: z.record(z.string(), z.unknown()),
  credits: count,
  position: count,
});
export const operatorChallengeAnswer = dataAnswer(operatorChallengeSchema);

export const operatorSagaDetailSchema = z.object({
  season: sagaSummarySchema,
  weeks: z.array(sagaWeekSummarySchema.extend({ challenges: z.array(operatorChallengeSchema) })),
});
export const operatorSagaDetailAnswer = dataAnswer(operatorSagaDetailSchema);

export const weekAnswer = dataAnswer(sagaWeekSummarySchema);

export const removedChallengeAnswer = dataAnswer(z.object({ id: z.string() }));

export const settlementPreviewSchema = z.object({
  hq_pool: baseUnitsSchema,
  vault_bps: count,
  participant_count: count,
  total_boosted: decimalStringSchema,
  table_hash: hexSchema,
  top: z
    .array(z.object({ account: z.string(), boosted_credits: decimalStringSchema, amount: baseUnitsSchema }))
    .describe("The first rows by boosted credits"),
});
export const settlementPreviewAnswer = dataAnswer(settlementPreviewSchema);

/** POST /operator/seasons/{id}/settle: the published settlement (settling again answers the same). */
export const settledAnswer = dataAnswer(
  z.object({
    status: z.enum(["published", "paying", "paid"]),
    table_hash: z.string().regex(/^0x[0-9a-f]{64}$/),
    participant_count: count,
    published_at: isoDateTime,
  }),
);

/** GET /operator/jobs: a background job of the server (its registry entry) and its shared record. */
export const operatorJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(["recurring", "queued"]).describe("queued: delivers rows other code wrote for it"),
  lease: z
    .enum(["lock", "claims"])
    .describe("lock: one server runs it at a time; claims: every server runs it and they share its units"),
  lease_detail: z.string().describe("The lock's name, or what the job's runs claim"),
  every_ms: count.nullable().describe("Milliseconds between runs; null when the job is off on this server"),
  running: z.boolean().describe("A run has started and not yet finished"),
  last_started_at: isoDateTime.nullable(),
  last_finished_at: isoDateTime.nullable(),
  last_outcome: z.enum(["ok", "failed"]).nullable(),
  last_error: z.string().nullable(),
  last_error_at: isoDateTime.nullable(),
  failures: count.describe("Failed runs in a row; the next run waits longer after each"),
  next_run_at: isoDateTime.nullable(),
});
export type OperatorJob = z.output<typeof operatorJobSchema>;
export const operatorJobsAnswer = dataAnswer(z.array(operatorJobSchema));
