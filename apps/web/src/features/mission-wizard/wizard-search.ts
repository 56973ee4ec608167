import { oneOf, searchParams, uuid } from "@/lib/search-params";

/**
 * Search params of the create-mission steps:
 * - `missionId`: the draft the step works on. It is in the address (not only in sessionStorage) so a step opened
 *   in a new tab, reloaded, or shared with a teammate of the same organization loads the same draft.
 * - `organizationId`: step one preselects this organization (the organization page's "Create mission").
 * - `from=review`: a step opened from the review page's Edit links goes back to the review after saving.
 * A malformed value is dropped rather than failing the page.
 */
export const wizardSearchSchema = searchParams({
  missionId: uuid(),
  organizationId: uuid(),
  from: oneOf(["review"]),
});
export type WizardSearch = ReturnType<typeof wizardSearchSchema>;
