import type { DemoObjectiveSpec } from "../seed-spec";

// The custom link objective of the demo (db/seed/).

export const customSeed = {
  linkClick: (title: string, description: string, url: string): DemoObjectiveSpec => ({
    template: "link_click",
    provider: "custom",
    values: { title, description, url, button_title: "Open link" },
  }),
};
