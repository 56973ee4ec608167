import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

// Column builders every schema file repeats, so a table lists only what is its own. Each is a function: a drizzle
// column builder belongs to one table, so every table gets fresh ones. References live beside the table they point
// at (userRef in auth.ts, missionRef in missions.ts, …): a helper here importing tables would make an import cycle.

/** A random uuid primary key (`id uuid primary key default gen_random_uuid()`). */
export const uuidId = () => uuid("id").primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (now() on insert; updates set it themselves). */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, in that order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A required uuid reference to another table's row: this row goes when that one is deleted. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: "cascade" });
