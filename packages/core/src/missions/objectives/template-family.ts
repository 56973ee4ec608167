// What core knows of one objective template (docs/product/objectives.md#templates). Each template family (the
// templates of one provider) describes its templates in its own folder; registry.ts lists the families, and the
// template keys are the keys of that list, so every table keyed by TemplateKey in the other packages must name
// a new template or fail to compile (docs/ADDING-AN-OBJECTIVE.md).

import type { ProviderKey } from "../../providers";

export type TemplateFieldType =
  | "text"
  | "textarea"
  | "url"
  | "integer"
  | "date"
  | "chain"
  | "address"
  | "addresses"
  | "abi"
  | "function"
  | "token_amount"
  | "number";

export type TemplateField = {
  name: string;
  label: string;
  type: TemplateFieldType;
  required: boolean;
  placeholder?: string;
  help?: string;
};

export const BUTTON_TITLE_MAX_LENGTH = 40;

export type ObjectiveValues = Record<string, unknown>;

/** One readable line of what an objective asks for (docs/product/objectives.md#display), drawn by the web app. */
export type DetailRow = { label: string; value: DetailValue };
export type DetailValue =
  | { kind: "text"; text: string }
  | { kind: "quote"; text: string }
  | { kind: "link"; href: string; caption: string }
  | { kind: "chain"; chainId: number }
  /** An address on the objective's chain, linked to its explorer page (a token's page when `isToken`). */
  | { kind: "address"; address: string; chainId: number; isToken: boolean };

export type TemplateDefinition = {
  provider: ProviderKey;
  category: string;
  title: string;
  description: string;
  /** The organizer's form, in order; every template also gets button_title after these. */
  fields: readonly TemplateField[];
  /** The objective's title when the organizer gave none (docs/product/objectives.md#display). */
  displayTitle(values: ObjectiveValues): string;
  /** Where the objective points when none of its values is a link (a profile built from a username). */
  targetUrl?(values: ObjectiveValues): string | null;
  /** What the objective asks for, under its title in the drawer; empty values give fewer rows. */
  detailRows(values: ObjectiveValues): DetailRow[];
};

/** A family's templates: its keys become TemplateKeys through the registry. */
export type FamilyTemplates = Record<string, TemplateDefinition>;
