import { z } from "zod";
import type { DrawView } from "../../participation/views";
import { dataAnswer, isoDateTime, rawResponse } from "./common";
import { sameType } from "./same-type";

// What the draw routes answer; the plain type it must equal is DrawView in participation/views.ts.

const drawViewSchema = z.object({
  mission: z.string(),
  algorithm: z.string(),
  seed_source: z.enum(["commit", "drand", "block"]),
  seed_commitment: z.string(),
  beacon_round: z.number().int().nullable(),
  seed: z.string().nullable().describe("Null until the draw"),
  entry_list_hash: z.string().nullable(),
  entry_count: z.number().int().nullable(),
  total_weight: z.number().int().nullable(),
  number_of_winners: z.number().int().nullable(),
  winners: z.array(z.string()).nullable(),
  frozen_at: isoDateTime.nullable(),
  drawn_at: isoDateTime.nullable(),
  entries_url: z.string().describe("The frozen entry list, one `<entrant>:<weight>` a line (sha256 = entry_list_hash)"),
});
sameType<z.output<typeof drawViewSchema>, DrawView>();
export const drawAnswer = dataAnswer(drawViewSchema);
export const drawnAnswer = drawAnswer.extend({ message: z.string() });

/** Text answers: the frozen entry list and the winners' CSV, streamed. */
export const entryListResponse = rawResponse(
  "The canonical entry list, `<entrant>:<weight>` a line; its sha256 is the draw's entry_list_hash",
  ["text/plain"],
);
export const winnersCsvResponse = rawResponse("The winners as a CSV attachment with the chosen fields", ["text/csv"]);
