import { z } from "zod";

/**
 * Create-mode steps opened from the review page's Edit links carry ?from=review, so saving
 * goes back to the review instead of on to the next step.
 */
export const wizardSearchSchema = z.object({
  from: z.enum(["review"]).optional().catch(undefined),
});
export type WizardSearch = z.output<typeof wizardSearchSchema>;
