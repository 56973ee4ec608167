import type { FamilyTemplates } from "../template-family";
import { req } from "../template-fields";

// Client validation: checked in the user's browser by the OKX Wallet (docs/product/objectives.md#templates).

export const clientValidationTemplates = {
  client_validation: {
    provider: "client_validation",
    category: "On-chain",
    title: "Client validation",
    description: "Checked in the user's browser (needs the OKX Wallet).",
    fields: [req("key", "Key", "text")],
    displayTitle: () => "Verify with the OKX Wallet",
    detailRows: () => [{ label: "Requires", value: { kind: "text", text: "The OKX Wallet browser extension" } }],
  },
} satisfies FamilyTemplates;
