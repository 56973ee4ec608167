import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ObjectiveValues } from "./missions";

// Seasons (Sagas): weeks with weekly challenges that award stars and boosters.

export const season = pgTable("season", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Display name, e.g. "Saga One". */
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  number: integer("number").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** $HQ distributed at the end of the season, base units (18 decimals) as a numeric string. */
  hqPool: numeric("hq_pool", { precision: 78, scale: 0 }).notNull().default("0"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const seasonWeek = pgTable(
  "season_week",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seasonId: uuid("season_id")
      .notNull()
      .references(() => season.id, { onDelete: "cascade" }),
    weekNumber: integer("week_number").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    title: text("title").notNull(),
  },
  (t) => [
    uniqueIndex("season_week_number_uq").on(t.seasonId, t.weekNumber),
    index("season_week_starts_idx").on(t.startsAt),
  ],
);

export const weeklyChallenge = pgTable(
  "weekly_challenge",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weekId: uuid("week_id")
      .notNull()
      .references(() => seasonWeek.id, { onDelete: "cascade" }),
    /** Same template keys and values as mission objectives. */
    template: text("template").notNull(),
    provider: text("provider").notNull(),
    values: jsonb("values").$type<ObjectiveValues>().notNull().default({}),
    position: integer("position").notNull(),
    credits: integer("credits").notNull().default(0),
  },
  (t) => [index("weekly_challenge_week_position_idx").on(t.weekId, t.position)],
);

export type Season = typeof season.$inferSelect;
export type NewSeason = typeof season.$inferInsert;
export type SeasonWeek = typeof seasonWeek.$inferSelect;
export type NewSeasonWeek = typeof seasonWeek.$inferInsert;
export type WeeklyChallenge = typeof weeklyChallenge.$inferSelect;
export type NewWeeklyChallenge = typeof weeklyChallenge.$inferInsert;
