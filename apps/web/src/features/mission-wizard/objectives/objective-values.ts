import {
  CREDITS_MESSAGE,
  findKnownToken,
  formatBaseUnits,
  NO_START_DATE,
  objectiveInputSchema,
  objectiveToken,
  toBaseUnits,
  validateObjectiveValues,
  type ObjectiveTemplate,
  type ObjectiveView,
  type TemplateField,
} from "@questhq/core";
import type { MessageMap } from "../form-resolver";

// Conversions between what an objective form's inputs hold and the values the API stores
// (docs/product/objectives.md#templates). Inputs hold text; token amounts are typed in display units (5 USDC) and
// stored in base units ("5000000"); an empty start date is stored as 2000-01-01 ("no date").

export type ObjectiveFormValues = Record<string, unknown>;

/**
 * Accessible names the wizard uses where core's field label says more than the form needs;
 * the mission creator sees the same short names the rest of the app (and its tests) use.
 */
const LABELS: Record<string, string> = {
  username: "Username",
  tweetUrl: "Tweet URL",
  game: "Game",
  steam_game_id: "Game ID",
  inputs: "Function inputs",
};

export function fieldLabel(field: TemplateField): string {
  return LABELS[field.name] ?? field.label;
}

const text = (v: unknown): string => {
  if (v == null) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
};

/** The token's decimals as the form currently says: explicit, known token, or 18. */
export function formTokenDecimals(values: ObjectiveFormValues): number {
  return objectiveToken({
    blockchain: values.blockchain,
    contract_address: values.contract_address,
    token_decimals: values.token_decimals,
    token_symbol: values.token_symbol,
  }).decimals;
}

export function formTokenSymbol(values: ObjectiveFormValues): string | undefined {
  return objectiveToken({
    blockchain: values.blockchain,
    contract_address: values.contract_address,
    token_decimals: values.token_decimals,
    token_symbol: values.token_symbol,
  }).symbol;
}

/**
 * The form's starting values: blank for a new objective (credits at core's default), the stored values shown for
 * editing.
 */
export function initialFormValues(template: ObjectiveTemplate, objective: ObjectiveView | null): ObjectiveFormValues {
  const stored = objective?.values ?? {};
  // Blank credits: the mission type's default (10; 100 on allowlists; 500/100 on NFT mints).
  const out: ObjectiveFormValues = { [CREDITS_FIELD]: objective?.credits == null ? "" : String(objective.credits) };
  for (const field of template.fields) {
    const v = stored[field.name];
    switch (field.type) {
      case "function":
        // null until a function is chosen ("Function inputs are required."); [] is a function without inputs.
        out[field.name] = Array.isArray(v) ? v : null;
        break;
      case "addresses":
        out[field.name] = Array.isArray(v) ? v.map(text).join("\n") : text(v);
        break;
      case "date": {
        const s = text(v).slice(0, 10);
        out[field.name] = s === NO_START_DATE ? "" : s;
        break;
      }
      case "token_amount": {
        const base = text(v);
        try {
          out[field.name] = /^\d+$/.test(base) ? formatBaseUnits(base, objectiveToken(stored).decimals) : base;
        } catch {
          out[field.name] = base;
        }
        break;
      }
      default:
        out[field.name] = text(v);
    }
  }
  return out;
}

/** The values sent to the API: token amounts in base units, the rest as typed (core trims). */
export function toApiValues(template: ObjectiveTemplate, form: ObjectiveFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of template.fields) {
    const v = form[field.name];
    if (field.type === "token_amount") {
      const display = text(v).trim();
      try {
        out[field.name] = toBaseUnits(display, formTokenDecimals(form));
      } catch {
        // Not a plain decimal (or too precise): core's schema names the problem.
        out[field.name] = display;
      }
    } else if (field.type === "function") {
      out[field.name] = Array.isArray(v) ? v : undefined;
    } else {
      out[field.name] = typeof v === "string" ? v : text(v);
    }
  }
  return out;
}

/**
 * Live validation with core's per-template schema (the field rules' messages, verbatim:
 * docs/product/objectives.md#field-rules).
 */
export function checkObjective(template: ObjectiveTemplate, form: ObjectiveFormValues): MessageMap {
  const out: MessageMap = {};
  const credits = parseCredits(form[CREDITS_FIELD]);
  if ("error" in credits) out[CREDITS_FIELD] = credits.error;
  const result = validateObjectiveValues(template.key, toApiValues(template, form));
  if (result.success) return out;
  for (const [key, message] of Object.entries(result.fieldErrors)) out[key === "values" ? "root" : key] = message;
  return out;
}

/** The known token at the form's chain and contract, for prefilling decimals and symbol. */
export function knownTokenOf(form: ObjectiveFormValues) {
  const chainId = Number(form.blockchain);
  const address = text(form.contract_address).trim();
  if (!Number.isInteger(chainId) || !address) return undefined;
  return findKnownToken(chainId, address);
}

// Credits sit beside the template's values (the API's `credits`, not `values.credits`).
export const CREDITS_FIELD = "credits";
const creditsSchema = objectiveInputSchema.in.shape.credits;
/**
 * The form's credits as the API takes them, or core's message. Blank means the mission type's default (null),
 * never 0.
 */
export function parseCredits(input: unknown): { credits: number | null } | { error: string } {
  const typed = text(input).trim();
  if (typed === "") return { credits: null };
  const parsed = creditsSchema.safeParse(typed);
  return parsed.success ? { credits: parsed.data } : { error: parsed.error.issues[0]?.message ?? CREDITS_MESSAGE };
}
