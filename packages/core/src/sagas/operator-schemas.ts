import { z } from "zod";
import { TEMPLATE_KEYS } from "../missions/templates";
import { CREDITS_MESSAGE, UNKNOWN_TEMPLATE_MESSAGE, withValidValues } from "../missions/objective-values";

// What platform operators send to run Sagas (the operator area and /operator/* routes).

export const SAGA_WEEKS_MAX = 52;

const SLUG_MESSAGE = "Use 3 to 60 lowercase letters, digits and hyphens.";
const POOL_MESSAGE = "Enter the pool as a whole number of $HQ (up to 1,000,000,000).";

export const createSagaSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3, "The name needs at least 3 characters.")
      .max(60, "Keep the name under 60 characters."),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, SLUG_MESSAGE),
    number: z.coerce.number().int().min(0).max(1000),
    starts_at: z.coerce.date("Enter a valid start date."),
    weeks: z.coerce
      .number("Enter how many weeks.")
      .int("Enter how many weeks.")
      .min(1, "A Saga has at least one week.")
      .max(SAGA_WEEKS_MAX, `A Saga has at most ${SAGA_WEEKS_MAX} weeks.`),
    /** Whole $HQ; stored in base units (18 decimals). */
    hq_pool: z.coerce.number(POOL_MESSAGE).int(POOL_MESSAGE).min(0, POOL_MESSAGE).max(1_000_000_000, POOL_MESSAGE),
    /**
     * A Saga whose last week is already over can only be recorded on purpose (say, to settle credits earned before
     * the platform ran Sagas): without this the server refuses it with sagaEndedMessage.
     */
    allow_ended: z.boolean().optional(),
  })
  .strict();

/** Why a new Saga is refused when it would already be over; `endsAt` in the site's date format. */
export function sagaEndedMessage(endsAt: string): string {
  return (
    `This Saga would already be over (its last week ends ${endsAt}). ` +
    "Pick a first day so that it ends in the future."
  );
}
export type CreateSagaInput = z.infer<typeof createSagaSchema>;

export const updateWeekSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(2, "The title needs at least 2 characters.")
      .max(60, "Keep the title under 60 characters."),
  })
  .strict();

/**
 * A weekly challenge belongs to no organization, so no organization's API can verify it, and its secret would have no
 * owner to read it (docs/product/objectives.md#verified-by-your-api).
 */
export const ENDPOINT_CHALLENGE_MESSAGE = "Weekly challenges cannot be verified by an organization's API.";

export const challengeInputSchema = z
  .object({
    template: z.enum(TEMPLATE_KEYS, UNKNOWN_TEMPLATE_MESSAGE),
    values: z.record(z.string(), z.unknown()).default({}),
    credits: z.coerce.number(CREDITS_MESSAGE).int(CREDITS_MESSAGE).min(0, CREDITS_MESSAGE).max(10000, CREDITS_MESSAGE),
  })
  .refine((c) => c.template !== "endpoint_check", { path: ["template"], message: ENDPOINT_CHALLENGE_MESSAGE })
  .transform(withValidValues);
export type ChallengeInput = z.output<typeof challengeInputSchema>;
