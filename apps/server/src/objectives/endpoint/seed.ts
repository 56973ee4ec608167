import { DEMO_SITE_ORIGIN, type DemoObjectiveSpec } from "../seed-spec";

// The demo's objective verified by an organization's own API: it asks the sandbox organizer API this server mounts
// (packages/fakes organizer), so the demo works without any outside system. seedDemo moves the origin to PUBLIC_URL.

export const SANDBOX_ORGANIZER_VERIFY_URL = `${DEMO_SITE_ORIGIN}/sandbox/organizer/verify`;

export const endpointSeed = {
  endpointCheck: (title: string, description: string): DemoObjectiveSpec => ({
    template: "endpoint_check",
    provider: "organizer",
    values: { title, description, endpoint_url: SANDBOX_ORGANIZER_VERIFY_URL, button_title: "Check with the game" },
  }),
};
