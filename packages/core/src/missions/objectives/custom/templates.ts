import { linkRow } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { F, req } from "../template-fields";

// Custom: a link the organizer wants users to open (docs/product/objectives.md#templates).

export const customTemplates = {
  link_click: {
    provider: "custom",
    category: "Custom",
    title: "Visit a link",
    description: "Users open a link.",
    fields: [F.title, F.description, req("url", "URL", "url", { placeholder: "https://" })],
    displayTitle: () => "Visit this link",
    detailRows: (v) => linkRow("Link", v.url),
  },
} satisfies FamilyTemplates;
