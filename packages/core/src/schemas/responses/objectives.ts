import { z } from "zod";
import { PROVIDERS } from "../../providers";
import { TEMPLATE_KEYS, type TemplateCatalogue } from "../../missions/templates";
import type { AbiFunctionsView, ObjectiveView } from "../mission-views";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the objective routes answer (and the contract function picker of the objective form); the plain types they
// must equal are in schemas/mission-views.ts and missions/templates.ts.

export const objectiveViewSchema = z.object({
  id: z.string(),
  mission: z.string(),
  template: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  provider_category: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  values: z.record(z.string(), z.unknown()).describe("The template's form values"),
  position: z.number().int(),
  credits: z.number().int().nullable().describe("Credits set on the objective; null uses the mission type's default"),
  effective_credits: z.number().int().describe("Credits a completion earns"),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
sameType<z.output<typeof objectiveViewSchema>, ObjectiveView>();
export const objectiveAnswer = dataAnswer(objectiveViewSchema);
export const objectivesAnswer = dataAnswer(z.array(objectiveViewSchema));

const providerKey = z.enum(PROVIDERS.map((p) => p.key));

const templateFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum([
    "text",
    "textarea",
    "url",
    "integer",
    "date",
    "chain",
    "address",
    "addresses",
    "abi",
    "function",
    "token_amount",
    "number",
  ]),
  required: z.boolean(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
});

const templateSchema = z.object({
  key: z.enum(TEMPLATE_KEYS),
  provider: providerKey,
  providerName: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(templateFieldSchema).readonly(),
});

const catalogueSchema = z.object({
  providers: z.array(
    z.object({ provider: providerKey, providerName: z.string(), icon: z.string(), templates: z.array(templateSchema) }),
  ),
  categories: z.array(z.string()),
});
sameType<z.output<typeof catalogueSchema>, TemplateCatalogue>();
export const templateCatalogueAnswer = dataAnswer(catalogueSchema);

const abiFunctionsSchema = z.object({
  source: z.enum(["abi", "explorer"]).describe("Read from the given ABI, or from the chain explorer's"),
  functions: z.array(
    z.object({
      name: z.string(),
      signature: z.string(),
      inputs: z.array(z.object({ name: z.string(), type: z.string() })),
      stateMutability: z.string(),
      isWrite: z.boolean(),
    }),
  ),
});
sameType<z.output<typeof abiFunctionsSchema>, AbiFunctionsView>();
/** POST /onchain/fetch_functions. */
export const abiFunctionsAnswer = dataAnswer(abiFunctionsSchema);

/** A custom verification endpoint's signing secret (docs/product/objectives.md#verified-by-your-api). */
export const endpointSecretAnswer = dataAnswer(
  z.object({
    secret: z.string().describe("The Standard Webhooks signing secret (whsec_…) the endpoint verifies requests with"),
  }),
);
