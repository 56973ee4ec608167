// Checking objective values (docs/product/objectives.md#templates, messages of
// docs/product/objectives.md#field-rules) with each template's schema, which its family keeps
// (objectives/<family>/values.ts, listed by objectives/value-registry.ts). The server validates with these and the
// web forms resolve with the same schemas.

import { z } from "zod";
import type { ObjectiveValues } from "./objectives/template-family";
import { objectiveValueSchemas } from "./objectives/value-registry";
import { TEMPLATE_KEYS, type TemplateKey } from "./templates";

export type { ObjectiveValues } from "./objectives/template-family";
export { BUTTON_TITLE_MAX_MESSAGE, buttonTitleSchema } from "./objectives/value-helpers";
export { FUNCTION_NOT_IN_ABI_MESSAGE } from "./objectives/onchain/values";
export { objectiveValueSchemas };

export const UNKNOWN_TEMPLATE_MESSAGE = "Unknown objective template.";
export const CREDITS_MESSAGE = "Credits must be a whole number from 0 to 10000.";

export type ObjectiveValuesResult =
  | { success: true; data: ObjectiveValues }
  | { success: false; fieldErrors: Record<string, string> };

/** Keeps the first message of each field; issues about the whole value go under "values". */
function firstMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "values";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

const asValues = (values: unknown) => (values == null ? {} : values);

export function validateObjectiveValues(template: string, values: unknown): ObjectiveValuesResult {
  const schema = (objectiveValueSchemas as Record<string, z.ZodType<ObjectiveValues> | undefined>)[template];
  if (!schema || !Object.hasOwn(objectiveValueSchemas, template)) {
    return { success: false, fieldErrors: { template: UNKNOWN_TEMPLATE_MESSAGE } };
  }
  const parsed = schema.safeParse(asValues(values));
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, fieldErrors: firstMessages(parsed.error.issues) };
}

/**
 * Create or replace an objective. The values are checked with the template's
 * schema; each problem is reported at ["values", field] so a form can show it
 * next to the field, and the output carries the parsed values.
 */
export const objectiveInputSchema = z
  .object({
    mission: z.uuid(),
    template: z.enum(TEMPLATE_KEYS, UNKNOWN_TEMPLATE_MESSAGE),
    values: z.record(z.string(), z.unknown()).default({}),
    credits: z.coerce
      .number(CREDITS_MESSAGE)
      .int(CREDITS_MESSAGE)
      .min(0, CREDITS_MESSAGE)
      .max(10000, CREDITS_MESSAGE)
      .nullish()
      // Absent: the mission type's default at award time (participation/credits.ts).
      .transform((v) => v ?? null),
  })
  .transform(withValidValues);

/**
 * The values of an objective input checked against its template's schema, each issue reported at `values.<field>`
 * (mission objectives here, Saga weekly challenges in sagas/operator-schemas.ts).
 */
export function withValidValues<T extends { template: TemplateKey; values: Record<string, unknown> }>(
  input: T,
  ctx: z.RefinementCtx,
): T & { values: ObjectiveValues } {
  const parsed = objectiveValueSchemas[input.template].safeParse(input.values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? [issue.path[0] as PropertyKey] : [];
      ctx.addIssue({ code: "custom", message: issue.message, path: ["values", ...field] });
    }
    return z.NEVER;
  }
  return { ...input, values: parsed.data };
}

export type ObjectiveInput = z.output<typeof objectiveInputSchema>;
