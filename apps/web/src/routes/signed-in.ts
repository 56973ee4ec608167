import { wizardSearchSchema } from "@/features/mission-wizard/wizard-search";
import { requireAuth } from "@/features/session/require-auth";
import { rootRoute } from "./__root";

// Route options shared by several route files (each file still names its own path and lazy page, which
// build/route-preload.ts and core's client-routes test read from it).

/** A signed-in page: under the root, and a visitor is sent to sign in first (requireAuth). */
export const signedInPage = { getParentRoute: () => rootRoute, beforeLoad: requireAuth } as const;

/** A step of the wizard in create mode: signed in, with the draft's id in ?missionId= (wizard-search.ts). */
export const createWizardStep = { ...signedInPage, validateSearch: wizardSearchSchema } as const;
