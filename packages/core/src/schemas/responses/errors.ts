import { z } from "zod";
import { errorStatus, type ErrorBody, type ErrorCode } from "../../errors";
import { sameType } from "./same-type";

// The house error model, `{ error: { code, message, fields? } }`, as every error answer of the API is written
// (lib/errors.ts on the server). The OpenAPI document declares it once and every operation's error answers refer to it.

export const errorCodeSchema = z
  .enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]])
  .describe("Stable machine-readable code; the HTTP status follows from it");

export const errorAnswer = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string().describe("A sentence for people"),
      fields: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .describe("Bad input: the messages for each field, by its dotted path (`_` for the whole body)"),
      requestId: z.string().optional().describe("On a 500: the request id to quote to the operator"),
    }),
  })
  .describe("An error in the house error model");
sameType<z.output<typeof errorAnswer>, ErrorBody>();
