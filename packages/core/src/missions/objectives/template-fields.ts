import type { TemplateField, TemplateFieldType } from "./template-family";

// Builders of the organizer's form fields, and the fields several families share.

type Extra = Partial<Pick<TemplateField, "placeholder" | "help">>;
const field = (
  name: string,
  label: string,
  type: TemplateFieldType,
  required: boolean,
  extra: Extra = {},
): TemplateField => Object.freeze({ name, label, type, required, ...extra });
export const req = (name: string, label: string, type: TemplateFieldType, extra?: Extra) =>
  field(name, label, type, true, extra);
export const opt = (name: string, label: string, type: TemplateFieldType, extra?: Extra) =>
  field(name, label, type, false, extra);

export const F = {
  title: req("title", "Title", "text"),
  description: req("description", "Description", "textarea"),
  optionalDescription: opt("description", "Description", "textarea"),
  url: req("url", "URL", "url", { placeholder: "https://" }),
  blockchain: req("blockchain", "Blockchain", "chain"),
  contract: req("contract_address", "Contract address", "address", { placeholder: "0x…" }),
} as const;
