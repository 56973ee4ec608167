import { oneOf, searchParams } from "@/lib/search-params";

/**
 * Create-mode steps opened from the review page's Edit links carry ?from=review, so saving
 * goes back to the review instead of on to the next step.
 */
export const wizardSearchSchema = searchParams({
  from: oneOf(["review"]),
});
export type WizardSearch = ReturnType<typeof wizardSearchSchema>;
