import { z } from "zod";
import { baseUnitsSchema, decimalStringSchema, hexSchema } from "./chain";
import { dataAnswer, isoDateTime } from "./common";
import { seasonSummarySchema, seasonWeekSummarySchema, settlementStatusSchema } from "./seasons";

// What the platform operators' Saga routes answer. Their view types are the server's use-cases' own
// (operators/manage-sagas.ts, preview-settlement.ts), tied to these schemas in operators.routes.ts.

const count = z.number().int();

export const operatorSagaSchema = seasonSummarySchema.extend({
  status: settlementStatusSchema,
  weeks: count,
  challenges: count,
});
export const operatorSagasAnswer = dataAnswer(z.array(operatorSagaSchema));

export const createdSagaAnswer = dataAnswer(seasonSummarySchema);

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
  season: seasonSummarySchema,
  weeks: z.array(seasonWeekSummarySchema.extend({ challenges: z.array(operatorChallengeSchema) })),
});
export const operatorSagaDetailAnswer = dataAnswer(operatorSagaDetailSchema);

export const weekAnswer = dataAnswer(seasonWeekSummarySchema);

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
