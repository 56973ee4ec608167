import { z } from "zod";
import { SOCIAL_PROVIDERS } from "../missions/objectives/account-registry";

// How a mission performs, and how all of an organization's missions compare (docs/product/analytics.md#the-funnel,
// #organization-overview). Read by the organization's members in Mission Control and by its systems with a key that
// has participants:read; snake_case like the rest of the organization API.

/** The longest window one read covers. */
export const ANALYTICS_MAX_DAYS = 366;
/** Hourly figures over at most this many days (744 points): beyond it, a chart of hours is unreadable anyway. */
export const ANALYTICS_MAX_HOURLY_DAYS = 31;
/** Without `bucket`, windows up to this many days are shown by the hour, longer ones by the day. */
export const ANALYTICS_HOURLY_UP_TO_DAYS = 3;
/** Without `from`, a window starts this many days before `to` (or when the mission was created, if later). */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** A network shared by at least this many of a mission's participants is a signal of one person with many accounts. */
export const SHARED_NETWORK_MIN_PARTICIPANTS = 5;
/** An account younger than this when its owner started the mission counts as new. */
export const NEW_ACCOUNT_HOURS = 24;
/** The sources listed: the most-visited first. */
export const ANALYTICS_MAX_SOURCES = 50;

export const ANALYTICS_BUCKETS = ["hour", "day"] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

export const ANALYTICS_MESSAGES = {
  fromAfterTo: "The start of the window must be before its end.",
  tooLong: `A window covers at most ${ANALYTICS_MAX_DAYS} days.`,
  tooManyHours:
    `Hourly figures cover at most ${ANALYTICS_MAX_HOURLY_DAYS} days; ` + "choose daily figures for a longer window.",
} as const;

const instant = z.iso.datetime({
  offset: true,
  message: "Expected an ISO 8601 date and time, e.g. 2026-11-01T00:00:00Z.",
});

export const analyticsQuerySchema = z
  .object({
    from: instant
      .optional()
      .describe("Start of the window (inclusive). Default: 30 days before `to`, or the mission's creation"),
    to: instant.optional().describe("End of the window (exclusive). Default: now"),
    bucket: z
      .enum(ANALYTICS_BUCKETS)
      .optional()
      .describe("Size of the time series' points. Default: hour for windows up to 3 days, else day"),
  })
  .strict();
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const organizationAnalyticsQuerySchema = analyticsQuerySchema.omit({ bucket: true });
export type OrganizationAnalyticsQuery = z.infer<typeof organizationAnalyticsQuerySchema>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type AnalyticsWindow = { from: Date; to: Date; bucket: AnalyticsBucket };

/**
 * The window a read covers: whole UTC hours (views are counted per hour), `from` rounded down and `to` up, checked
 * against the limits above. `createdAt` is the mission's (or the organization's first mission's) creation: a default
 * window does not start before there was anything to count. A refused window comes back with the message a user sees
 * and the parameter it is about.
 */
export function analyticsWindow(
  query: AnalyticsQuery,
  now: Date,
  createdAt: Date | null,
): { window: AnalyticsWindow } | { error: string; field: "from" | "to" | "bucket" } {
  const to = new Date(Math.ceil((query.to ? Date.parse(query.to) : now.getTime()) / HOUR_MS) * HOUR_MS);
  let fromMs = query.from ? Date.parse(query.from) : to.getTime() - ANALYTICS_DEFAULT_DAYS * DAY_MS;
  if (!query.from && createdAt && createdAt.getTime() > fromMs)
    fromMs = Math.min(createdAt.getTime(), to.getTime() - 1);
  const from = new Date(Math.floor(fromMs / HOUR_MS) * HOUR_MS);
  if (from.getTime() >= to.getTime()) return { error: ANALYTICS_MESSAGES.fromAfterTo, field: "from" };
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (days > ANALYTICS_MAX_DAYS) return { error: ANALYTICS_MESSAGES.tooLong, field: "from" };
  const bucket = query.bucket ?? (days <= ANALYTICS_HOURLY_UP_TO_DAYS ? "hour" : "day");
  if (bucket === "hour" && days > ANALYTICS_MAX_HOURLY_DAYS)
    return { error: ANALYTICS_MESSAGES.tooManyHours, field: "bucket" };
  return { window: { from, to, bucket } };
}

/** The start of every point of a series over the window, oldest first (days start at 00:00 UTC). */
export function analyticsBuckets(window: AnalyticsWindow): Date[] {
  const size = window.bucket === "hour" ? HOUR_MS : DAY_MS;
  const first = Math.floor(window.from.getTime() / size) * size;
  const out: Date[] = [];
  for (let at = first; at < window.to.getTime(); at += size) out.push(new Date(at));
  return out;
}

export const FUNNEL_STEPS = [
  "visitors",
  "signed_in_visitors",
  "started",
  "objective",
  "all_objectives",
  "entered",
  "winners",
  "collected",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** What each step is called on screen and in the CSV; an objective's step is named after the objective. */
export const FUNNEL_LABELS: Record<Exclude<FunnelStep, "objective">, string> = {
  visitors: "Visitors",
  signed_in_visitors: "Signed-in visitors",
  started: "Started",
  all_objectives: "Completed every objective",
  entered: "Entered",
  winners: "Winners",
  collected: "Collected the reward on chain",
};
export const objectiveStepLabel = (title: string) => `Completed: ${title}`;

const count = z.number().int().nonnegative();
const isoInstant = z.iso.datetime();

export const funnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  label: z.string().describe("What the step counts, as Mission Control shows it"),
  objective_id: z.string().nullable().describe("The objective, for an `objective` step; else null"),
  count,
  drop_off: z
    .number()
    .int()
    .nullable()
    .describe("The previous step's count minus this one (negative when more reached this step); null for the first"),
});
export type FunnelStepView = z.output<typeof funnelStepSchema>;

export const seriesPointSchema = z.object({
  at: isoInstant.describe("Start of the hour or UTC day"),
  views: count,
  visitors: count,
  completions: count.describe("Objectives completed in this period, by anyone"),
  entries: count.describe("Participants who entered in this period"),
});
export type SeriesPointView = z.output<typeof seriesPointSchema>;

export const sourceSchema = z.object({
  referrer_host: z.string().describe("The referring site's host; empty for a direct visit or a click inside QuestHQ"),
  utm_source: z.string(),
  utm_campaign: z.string(),
  views: count,
  visitors: count,
});
export type SourceView = z.output<typeof sourceSchema>;

export const providerShareSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  participants: count.describe("Participants of the window who had this account linked when they last took a step"),
});

export const missionAnalyticsSchema = z.object({
  mission_id: z.string(),
  from: isoInstant,
  to: isoInstant,
  bucket: z.enum(ANALYTICS_BUCKETS),
  counted_at: isoInstant
    .nullable()
    .describe(
      "When views, participants and completions were last added to the figures (about once a minute); null before " +
        "the first time",
    ),
  funnel: z.array(funnelStepSchema).describe("Visitors of the window, then the participants who started in it"),
  series: z.array(seriesPointSchema),
  sources: z.array(sourceSchema).describe(`At most ${ANALYTICS_MAX_SOURCES}, most visitors first`),
  participants: z.object({
    started: count,
    new: count.describe("Started this mission as their first of the organization's missions"),
    returning: count.describe("Had started one of the organization's missions before"),
  }),
  linked_providers: z.array(providerShareSchema),
  signals: z
    .object({
      participants: count,
      new_accounts: count.describe(`Whose account was under ${NEW_ACCOUNT_HOURS} hours old when they started`),
      entry_wallets_checked: count.describe("Entrants whose entry wallet was looked up on the mission's chain"),
      entry_wallets_without_transactions: count.describe("Of those, wallets that had never sent a transaction"),
      shared_network: count.describe(
        `Participants on a network shared with at least ${SHARED_NETWORK_MIN_PARTICIPANTS - 1} other participants`,
      ),
    })
    .describe("Counts against bots; never who"),
});
export type MissionAnalyticsView = z.output<typeof missionAnalyticsSchema>;
export const missionAnalyticsAnswer = z.object({ data: missionAnalyticsSchema });

export const missionOverviewSchema = z.object({
  mission_id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
  visitors: count,
  participants: count.describe("Started in the window"),
  completed: count.describe("Of those, who completed every objective"),
  completion_rate: z.number().min(0).max(1).nullable().describe("completed / participants; null without participants"),
  entries: count.describe("Of those, who entered"),
  winners: count,
  collected: count,
});
export type MissionOverviewView = z.output<typeof missionOverviewSchema>;

export const organizationAnalyticsSchema = z.object({
  organization_id: z.string(),
  from: isoInstant,
  to: isoInstant,
  missions: z.array(missionOverviewSchema),
});
export type OrganizationAnalyticsView = z.output<typeof organizationAnalyticsSchema>;
export const organizationAnalyticsAnswer = z.object({ data: organizationAnalyticsSchema });
