import type { ObjectiveValues } from "../db/schema/missions";

// What a family's seed builders make (objectives/<family>/seed.ts): one objective of the demo missions and weekly
// challenges, with the values its template's form would save (docs/product/objectives.md#templates).

export type DemoObjectiveSpec = { template: string; provider: string; values: ObjectiveValues };

/**
 * Links to this installation's own pages (the user guide at /docs) are written with this origin; seedDemo puts the
 * server's PUBLIC_URL in its place, so every seeded link opens a real page of the demo itself.
 */
export const DEMO_SITE_ORIGIN = "https://questhq.example";

/** A page (and section) of the user guide served at /docs (docs/guide/*.md; sections are the headings' ids). */
export function guideUrl(page: string, section?: string): string {
  return `${DEMO_SITE_ORIGIN}/docs/${page}${section ? `#${section}` : ""}`;
}
