import type { DemoObjectiveSpec } from "../seed-spec";

// The client validation objective of the demo (db/seed/).

export const clientValidationSeed = {
  clientValidation: (key: string): DemoObjectiveSpec => ({
    template: "client_validation",
    provider: "client_validation",
    values: { key, button_title: "Verify with OKX Wallet" },
  }),
};
