import { z } from "zod";
import { emptyToUndefined } from "./providers/provider-config";

// Mission analytics' settings (features/analytics), spread into env.ts's schema.

export const analyticsEnv = {
  /**
   * How often page views are counted into the hourly figures, in ms (60,000 unless set; 0 turns the job off). The
   * organizer's figures are at most this late. Off in tests unless set.
   */
  MISSION_VIEW_ROLLUP_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).optional()),
};
