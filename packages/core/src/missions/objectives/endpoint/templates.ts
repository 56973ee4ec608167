import { text } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { opt, req } from "../template-fields";

// Verified by the organization's own API: at Verify the server asks the organizer's endpoint whether the user did
// it (docs/product/objectives.md#verified-by-your-api). The endpoint's URL is for the server only: no row shows it.

export const endpointTemplates = {
  endpoint_check: {
    provider: "organizer",
    category: "Custom",
    title: "Verified by your API",
    description: "Your own system says whether a user did it.",
    fields: [
      opt("title", "Title", "text"),
      opt("description", "Instructions", "textarea", { help: "What users do in your product before they verify." }),
      req("endpoint_url", "Endpoint URL", "url", {
        placeholder: "https://",
        help: "We send a signed POST here when a user verifies; it answers { completed, message }.",
      }),
    ],
    displayTitle: () => "Complete this task",
    detailRows: (v) => {
      const instructions = text(v.description);
      return [
        ...(instructions ? [{ label: "What to do", value: { kind: "text" as const, text: instructions } }] : []),
        { label: "Checked by", value: { kind: "text", text: "The organization's own system" } },
      ];
    },
  },
} satisfies FamilyTemplates;
