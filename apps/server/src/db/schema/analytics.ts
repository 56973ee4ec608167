import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { missionRef } from "./missions";

// Mission page views, counted without cookies and without storing who looked (features/analytics). A visitor is a
// salted hash that changes every day: the day's salt (analytics_salt) is deleted once the day is over, after which
// nobody, us included, can tell which address, browser or account a hash stood for, or link two days' visitors.

/** The secret of one UTC day that visitor hashes are made with; deleted when the day is over. */
export const analyticsSalt = pgTable("analytics_salt", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
});

/**
 * Views not yet counted: a queue the roll-up job empties (it deletes what it counts, in the same statement). No
 * address, user agent, cookie or account: the visitor hash, whether the viewer was signed in, and where they came
 * from. Not a foreign key to the mission: a view of a mission deleted meanwhile is dropped when it is counted.
 */
export const missionViewEvent = pgTable("mission_view_event", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  missionId: uuid("mission_id").notNull(),
  viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  visitorHash: bigint("visitor_hash", { mode: "bigint" }).notNull(),
  isSignedIn: boolean("is_signed_in").notNull(),
  /** The referring site's host when it is another site (t.co, discord.com), else null. */
  referrerHost: text("referrer_host"),
  utmSource: text("utm_source"),
  utmCampaign: text("utm_campaign"),
});

/** The visitors already counted today and yesterday, per mission: a hash seen again that day is not a new one. */
export const missionVisitorDay = pgTable(
  "mission_visitor_day",
  {
    missionId: uuid("mission_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: bigint("visitor_hash", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.day, t.visitorHash] }), index("mission_visitor_day_day_idx").on(t.day)],
);

/**
 * A mission's views per UTC hour: `visitors` are the day's unique visitors counted in the hour of their first view
 * (so a day's hours add up to its unique visitors), `signed_in_visitors` those of them who were signed in.
 */
export const missionViewHourly = pgTable(
  "mission_view_hourly",
  {
    missionId: missionRef(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    signedInVisitors: integer("signed_in_visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.hour] })],
);

/** The same per source: the referring host and the link's utm_source and utm_campaign ('' when there was none). */
export const missionViewSourceHourly = pgTable(
  "mission_view_source_hourly",
  {
    missionId: missionRef(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "mission_view_source_hourly_pk",
      columns: [t.missionId, t.hour, t.referrerHost, t.utmSource, t.utmCampaign],
    }),
  ],
);

// What the analytics read needs of participants and completions (features/analytics/roll-up-mission-activity.ts),
// kept per hour like the views so a read of a mission of 100,000 participants sums a few hundred rows. A job
// recomputes every hour that changed since its last run (less a margin for slow transactions): the rows are counts of
// what is in the tables then, never increments, so a run that fails or runs twice leaves them right.

/**
 * The participants who started a mission in one UTC hour (its cohort), and how far they have got: the funnel of a
 * window adds up the hours in it.
 */
export const missionCohortHourly = pgTable(
  "mission_cohort_hourly",
  {
    missionId: missionRef(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    started: integer("started").notNull().default(0),
    returning: integer("returning").notNull().default(0),
    newAccounts: integer("new_accounts").notNull().default(0),
    allObjectives: integer("all_objectives").notNull().default(0),
    entered: integer("entered").notNull().default(0),
    winners: integer("winners").notNull().default(0),
    walletsChecked: integer("wallets_checked").notNull().default(0),
    walletsWithoutTransactions: integer("wallets_without_transactions").notNull().default(0),
    /** Per objective id, how many of the cohort have done it (completed or skipped). */
    objectives: jsonb("objectives").$type<Record<string, number>>().notNull().default({}),
    /** Per provider (twitter, discord, ...), how many of the cohort had that account linked when last counted. */
    linkedProviders: jsonb("linked_providers").$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.hour] })],
);

/** A mission's objectives completed per UTC hour, by anyone. */
export const missionCompletionHourly = pgTable(
  "mission_completion_hourly",
  {
    missionId: missionRef(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    completions: integer("completions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.hour] })],
);

/** Up to when the activity roll-up has counted: its next run recounts the hours changed since (less a margin). */
export const analyticsRollUpState = pgTable("analytics_roll_up_state", {
  name: text("name").primaryKey(),
  countedUntil: timestamp("counted_until", { withTimezone: true }).notNull(),
});
