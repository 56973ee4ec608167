import { z } from "zod";
import { NOTIFICATIONS_PAGE_MAX } from "../constants";
import { formatTokenAmount } from "../missions/token-amount";

// The notification centre (docs/product/notifications.md): what happened to a person, or to an organization they run,
// written in the same transaction as the event, listed newest first, read or unread. Paths in `link` are the web
// app's, so the bell and the page open the next step directly.

export const NOTIFICATION_KINDS = [
  "objective_verified",
  "objective_refused",
  "draw_won",
  "draw_not_selected",
  "mission_ready_to_draw",
  "webhook_endpoint_disabled",
  "saga_settled",
  "claim_open",
  "payment_failed",
  "plan_ending",
  "wallet_deadline_soon",
  "weekly_challenges",
  "stream_cliff_reached",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MESSAGES = {
  notFound: "Notification not found.",
} as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().describe("One line: what happened"),
  body: z.string().describe("What to do next, in a sentence or two; may be empty"),
  link: z.string().nullable().describe("The web app's path of the next step (/missions/genesis, /enter-wallet?…)"),
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
});
export type NotificationView = z.output<typeof notificationSchema>;

export const notificationsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
    next: z.string().max(200).optional().describe("The cursor of the previous page's `next`"),
    unread: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => v === "true")
      .describe("Only the unread ones"),
  })
  .strict();
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

export const notificationsAnswer = z.object({
  data: z.array(notificationSchema),
  next: z.string().nullable().describe("The absolute URL of the next page; null on the last page"),
});

export const unreadCountAnswer = z.object({
  data: z.object({
    unread: z.number().int().nonnegative(),
    latest_at: z.iso.datetime().nullable().describe("When the newest notification was written; null without any"),
  }),
});
export type UnreadCountView = z.output<typeof unreadCountAnswer>["data"];

export const readAllAnswer = z.object({ data: z.object({ marked: z.number().int().nonnegative() }) });

/** What a notification carries besides its kind: the names and addresses its words and link are made from. */
export type NotificationData = {
  objective_verified: { mission_title: string; mission_slug: string; objective_title: string };
  objective_refused: { mission_title: string; mission_slug: string; objective_title: string; reason: string };
  draw_won: {
    mission_title: string;
    mission_slug: string;
    reward_title: string | null;
    /** What the winner does next: confirm a wallet, mint or claim on the mission page, or nothing (a code, a spot). */
    next_step: "wallet" | "mint" | "claim" | "none";
  };
  draw_not_selected: { mission_title: string; mission_slug: string };
  mission_ready_to_draw: { mission_title: string; mission_id: string };
  webhook_endpoint_disabled: { url: string; organization_slug: string; organization_name: string };
  /** `amount`: the person's $HQ allocation in base units (18 decimals), as a decimal string. */
  saga_settled: { saga_name: string; saga_slug: string; amount: string };
  /** A settled Saga's stream was opened on chain for the person: its $HQ unlocks and can be claimed from now on. */
  claim_open: { saga_name: string; amount: string };
  payment_failed: { plan_name: string };
  /** The subscription was cancelled and stops at `ends_at` (ISO date-time). */
  plan_ending: { plan_name: string; ends_at: string };
  /** A winner has not confirmed the wallet their reward goes to, and the deadline (ISO date-time) is within a day. */
  wallet_deadline_soon: { mission_title: string; mission_slug: string; deadline: string };
  weekly_challenges: { saga_name: string; week_title: string };
  /** A stream to one of the person's wallets passed its cliff: its amount has started to unlock. */
  stream_cliff_reached: { amount: string; symbol: string; decimals: number };
};

/** $HQ has 18 decimals. */
const hq = (base: string) => formatTokenAmount(base, 18, "$HQ");

const missionPath = (slug: string) => `/missions/${encodeURIComponent(slug)}`;

const WINNER_NEXT: Record<NotificationData["draw_won"]["next_step"], string> = {
  wallet: "Confirm the wallet your reward goes to.",
  mint: "Mint your NFT from the mission page.",
  claim: "Claim your tokens from the mission page.",
  none: "The mission page shows what happens next.",
};

/** The words and link of a notification, as the bell, the page and the email show them. */
export function describeNotification<K extends NotificationKind>(
  kind: K,
  data: NotificationData[K],
): { title: string; body: string; link: string | null } {
  const d = data as NotificationData[NotificationKind];
  switch (kind) {
    case "objective_verified": {
      const v = d as NotificationData["objective_verified"];
      return {
        title: `Verified: ${v.objective_title}`,
        body: `Your objective in "${v.mission_title}" is done.`,
        link: missionPath(v.mission_slug),
      };
    }
    case "objective_refused": {
      const v = d as NotificationData["objective_refused"];
      return { title: `Not verified: ${v.objective_title}`, body: v.reason, link: missionPath(v.mission_slug) };
    }
    case "draw_won": {
      const v = d as NotificationData["draw_won"];
      const prize = v.reward_title ? ` ${v.reward_title}` : "";
      return {
        title: `You won${prize} in "${v.mission_title}"`,
        body: WINNER_NEXT[v.next_step],
        link:
          v.next_step === "wallet"
            ? `/enter-wallet?mission=${encodeURIComponent(v.mission_slug)}`
            : missionPath(v.mission_slug),
      };
    }
    case "draw_not_selected": {
      const v = d as NotificationData["draw_not_selected"];
      return {
        title: `The draw of "${v.mission_title}" is done`,
        body: "You were not selected this time. Anyone can check the draw on its page.",
        link: `${missionPath(v.mission_slug)}/draw`,
      };
    }
    case "mission_ready_to_draw": {
      const v = d as NotificationData["mission_ready_to_draw"];
      return {
        title: `"${v.mission_title}" has ended`,
        body: "Its entries are closed: draw the winners from Mission Control.",
        link: "/organizations",
      };
    }
    case "saga_settled": {
      const v = d as NotificationData["saga_settled"];
      return {
        title: `${v.saga_name} is settled: ${hq(v.amount)} for you`,
        body: "Your allocation is in the published table. It is paid as a 12-month stream plus a vault.",
        link: `/sagas/${encodeURIComponent(v.saga_slug)}`,
      };
    }
    case "claim_open": {
      const v = d as NotificationData["claim_open"];
      return {
        title: `Your ${v.saga_name} stream has started`,
        body: `${hq(v.amount)} unlocks over 12 months; claim what has unlocked at any time from your dashboard.`,
        link: "/dashboard?tab=saga",
      };
    }
    case "payment_failed": {
      const v = d as NotificationData["payment_failed"];
      return {
        title: `Your ${v.plan_name} payment failed`,
        body: "Update your payment method in Settings to keep your plan.",
        link: "/settings#subscription",
      };
    }
    case "plan_ending": {
      const v = d as NotificationData["plan_ending"];
      const day = v.ends_at.slice(0, 10);
      return {
        title: `Your ${v.plan_name} plan ends on ${day}`,
        body: "It was cancelled and will not renew. You can resume it in Settings until then.",
        link: "/settings#subscription",
      };
    }
    case "wallet_deadline_soon": {
      const v = d as NotificationData["wallet_deadline_soon"];
      return {
        title: `Confirm your wallet for "${v.mission_title}"`,
        body: `The organizer needs it by ${v.deadline.slice(0, 16).replace("T", " ")} UTC to send your reward.`,
        link: `/enter-wallet?mission=${encodeURIComponent(v.mission_slug)}`,
      };
    }
    case "weekly_challenges": {
      const v = d as NotificationData["weekly_challenges"];
      return {
        title: `New weekly challenges: ${v.week_title}`,
        body: `This week's challenges of ${v.saga_name} are open. Three or more earn stars that boost your credits.`,
        link: "/dashboard?tab=challenges",
      };
    }
    case "stream_cliff_reached": {
      const v = d as NotificationData["stream_cliff_reached"];
      return {
        title: "Your stream has started to unlock",
        body: `${formatTokenAmount(v.amount, v.decimals, v.symbol)} unlocks from now on; claim it as it does.`,
        link: "/dashboard?tab=saga",
      };
    }
    default: {
      const v = d as NotificationData["webhook_endpoint_disabled"];
      return {
        title: "A webhook endpoint was disabled",
        body: `${v.url} of ${v.organization_name} failed every delivery for days and no longer receives events.`,
        link: `/organizations/${encodeURIComponent(v.organization_slug)}/developers?tab=webhooks`,
      };
    }
  }
}
