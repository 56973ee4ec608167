import { z } from "zod";
import type { NotificationKind } from "./notifications";

// Email where it matters (docs/product/notifications.md#email): some notifications also go out by email at once, each
// kind in a category a person can turn off in Settings or with the one-click unsubscribe link of the email itself;
// everything else can come as a digest, at most once every EMAIL_DIGEST_EVERY_HOURS, for those who ask for it.

export const EMAIL_CATEGORIES = ["winner", "claim_open", "saga_settled", "payment_failed", "digest"] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** The notifications that are emailed at once, and their category; every other kind is for the digest. */
export const IMMEDIATE_EMAIL_CATEGORY: Partial<Record<NotificationKind, Exclude<EmailCategory, "digest">>> = {
  draw_won: "winner",
  claim_open: "claim_open",
  saga_settled: "saga_settled",
  payment_failed: "payment_failed",
};

export const emailCategoryOf = (kind: NotificationKind): EmailCategory => IMMEDIATE_EMAIL_CATEGORY[kind] ?? "digest";

/** The digest goes out at most this often, and only to people who turned it on. */
export const EMAIL_DIGEST_EVERY_HOURS = 4;

export const EMAIL_CATEGORY_INFO: Record<EmailCategory, { label: string; description: string; byDefault: boolean }> = {
  winner: {
    label: "You won",
    description: "When you win a mission's draw, with the organizer's next steps.",
    byDefault: true,
  },
  claim_open: {
    label: "Claims open",
    description: "When your $HQ stream from a Saga starts and can be claimed.",
    byDefault: true,
  },
  saga_settled: {
    label: "Saga settled",
    description: "When a Saga you took part in is settled, with your $HQ allocation.",
    byDefault: true,
  },
  payment_failed: {
    label: "Payment failed",
    description: "When a subscription payment does not go through.",
    byDefault: true,
  },
  digest: {
    label: "Digest of everything else",
    description: `Your other unread notifications in one email, at most every ${EMAIL_DIGEST_EVERY_HOURS} hours.`,
    byDefault: false,
  },
};

export const EMAIL_MESSAGES = {
  invalidUnsubscribeLink: "This unsubscribe link is not valid. Manage your emails in Settings instead.",
  noEmail: "Your account has no verified email address, so no email is sent to it.",
} as const;

export const emailCategorySchema = z.enum(EMAIL_CATEGORIES);

export const emailPreferenceSchema = z.object({
  category: emailCategorySchema,
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type EmailPreferenceView = z.output<typeof emailPreferenceSchema>;

export const emailPreferencesAnswer = z.object({
  data: z.object({
    email: z.string().nullable().describe("Where the emails go: the account's verified address; null without one"),
    categories: z.array(emailPreferenceSchema).describe("Every category, in a fixed order"),
  }),
});
export type EmailPreferencesView = z.output<typeof emailPreferencesAnswer>["data"];

export const updateEmailPreferencesBody = z
  .object({
    categories: z
      .partialRecord(emailCategorySchema, z.boolean())
      .refine((c) => Object.keys(c).length > 0, "Name at least one category.")
      .describe("The categories to change: true sends them, false stops them; the others stay as they are"),
  })
  .strict();
export type UpdateEmailPreferences = z.output<typeof updateEmailPreferencesBody>;

export const unsubscribeQuerySchema = z
  .object({ token: z.string().min(1).max(300).describe("The signed token of the email's unsubscribe link") })
  .strict();

/** Readable without a session, like the link itself: what the token stops, never whose it is beyond a hint. */
export const unsubscribeAnswer = z.object({
  data: z.object({
    category: emailCategorySchema,
    label: z.string(),
    enabled: z.boolean().describe("Whether this category is still sent (false once unsubscribed)"),
    email_hint: z.string().nullable().describe("The address with most of it hidden (a***@example.com)"),
  }),
});
export type UnsubscribeView = z.output<typeof unsubscribeAnswer>["data"];
