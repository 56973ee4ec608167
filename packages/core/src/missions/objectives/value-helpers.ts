import { z } from "zod";
import { BUTTON_TITLE_MAX_LENGTH, type ObjectiveValues } from "./template-family";

// Building blocks of the families' value schemas (docs/product/objectives.md#common-values). Each template's
// schema is a z.object that strips unknown keys, so a form may send more than the template needs without it being
// stored, piped through a transform that drops optional fields left empty.

export const BUTTON_TITLE_MAX_MESSAGE = `Button title must be at most ${BUTTON_TITLE_MAX_LENGTH} characters.`;

export type ValueSchema = z.ZodType<ObjectiveValues>;
/** A family's value schemas, one per template key of its templates.ts. */
export type FamilyValues = Record<string, ValueSchema>;

export const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** Every template accepts an optional button_title; blank means none (docs/product/objectives.md#common-values). */
export const buttonTitleSchema = z.preprocess(
  (v) => (v == null || trimmed(v) === "" ? undefined : trimmed(v)),
  z.string().max(BUTTON_TITLE_MAX_LENGTH, BUTTON_TITLE_MAX_MESSAGE).optional(),
);

export const optionalTextFrom = (message: string, max: number) =>
  z.preprocess(
    (v) => (v == null || trimmed(v) === "" ? undefined : trimmed(v)),
    z.string().max(max, message).optional(),
  );

/** Optional fields left empty are dropped rather than stored as undefined. */
export function dropUndefined<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/** A template's values: unknown keys stripped, empty optional fields dropped. */
export const valuesOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape).transform(dropUndefined);

export const base = { button_title: buttonTitleSchema };
