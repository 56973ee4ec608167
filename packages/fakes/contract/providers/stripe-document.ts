import { openApiChecker, type OpenApiChecker, type OpenApiDocument } from "../openapi";
import { readVendored } from "../documents";

// The vendored Stripe document brought to the API version the fake and stripe-node speak, in the JSON Schema Ajv
// reads (providers/stripe.ts checks answers with it). See SOURCES.md: the mirrored spec3 predates 2025-03-31.basil.

type Json = Record<string, unknown>;
type ApiChange = {
  /** The changelog entry that says so. */
  source: string;
  schema: string;
  /** Fields the version removed from the object. */
  removed?: string[];
  /** Fields that took their place, always sent (a schema as small as the entry describes them). */
  added?: Record<string, Json>;
};

const CHANGELOG = "https://docs.stripe.com/changelog/basil/2025-03-31";
const NULLABLE_OBJECT = { type: "object", nullable: true };
const NULLABLE_ARRAY = { type: "array", nullable: true };
const UNIX_TIME = { type: "integer" };

/** Stripe's breaking changes from the document's API version to the fake's, for the objects checked here. */
const API_CHANGES: ApiChange[] = [
  {
    source: `${CHANGELOG}/deprecate-subscription-current-period-start-and-end`,
    schema: "subscription",
    removed: ["current_period_start", "current_period_end"],
  },
  {
    source: `${CHANGELOG}/deprecate-subscription-current-period-start-and-end`,
    schema: "subscription_item",
    added: { current_period_start: UNIX_TIME, current_period_end: UNIX_TIME },
  },
  {
    source: `${CHANGELOG}/add-support-for-multiple-partial-payments-on-invoices`,
    schema: "invoice",
    removed: ["paid", "paid_out_of_band"],
  },
  {
    source: `${CHANGELOG}/invoice-tax-configurations`,
    schema: "invoice",
    removed: ["total_tax_amounts"],
    added: { total_taxes: NULLABLE_ARRAY },
  },
  {
    source: `${CHANGELOG}/invoice-tax-configurations`,
    schema: "line_item",
    added: { taxes: NULLABLE_ARRAY },
  },
  {
    source: `${CHANGELOG}/adds-new-parent-field-to-invoicing-objects`,
    schema: "invoice",
    added: { parent: NULLABLE_OBJECT },
  },
  {
    source: `${CHANGELOG}/adds-new-parent-field-to-invoicing-objects`,
    schema: "line_item",
    removed: ["proration", "type"],
    added: { parent: NULLABLE_OBJECT },
  },
];

function atFakeVersion(doc: OpenApiDocument): OpenApiDocument {
  const out = structuredClone(doc);
  for (const change of API_CHANGES) {
    const schema = out.components?.schemas?.[change.schema] as
      | { required?: string[]; properties: Record<string, unknown> }
      | undefined;
    if (!schema) throw new Error(`the document has no ${change.schema} schema (${change.source})`);
    const removed = new Set(change.removed ?? []);
    schema.required = [...(schema.required ?? []).filter((f) => !removed.has(f)), ...Object.keys(change.added ?? {})];
    Object.assign(schema.properties, change.added);
  }
  return out;
}

/**
 * The document in the JSON Schema Ajv reads, with the meaning Stripe gives it (stripe-node's types read it so, e.g.
 * `tiers_mode: TiersMode | null`). Stripe marks a nullable reference `{ anyOf: [...], nullable: true }` without a
 * `type`, which Ajv's `nullable` keyword refuses to compile: it becomes `{ anyOf: [..., { type: "null" }] }`; a
 * nullable enum does not list null, which Ajv then refuses: null is added. Stripe's own formats (unix-time, decimal)
 * are not JSON Schema's, which Ajv ignores with a warning each: they are dropped.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (!node || typeof node !== "object") return node;
  const { nullable, format, ...rest } = node as Json;
  const out: Json = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, forAjv(v)]));
  if (typeof format === "string" && !STRIPE_FORMATS.has(format)) out.format = format;
  if (nullable !== true) return out;
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  if ("type" in out) return { ...out, nullable };
  if (!Array.isArray(out.anyOf)) throw new Error(`nullable without a type or anyOf: ${JSON.stringify(node)}`);
  return { ...out, anyOf: [...out.anyOf, { type: "null" }] };
}
const STRIPE_FORMATS = new Set(["unix-time", "decimal"]);

// Read when first checked, so vendor() can write the file before it exists.
let checker: OpenApiChecker | undefined;
export function stripeChecker(): OpenApiChecker {
  if (!checker) {
    const document = atFakeVersion(readVendored<OpenApiDocument>("stripe"));
    checker = openApiChecker(
      forAjv(document) as OpenApiDocument,
      "https://github.com/stripe/openapi/openapi/spec3.json",
    );
  }
  return checker;
}
