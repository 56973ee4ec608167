import { and, eq } from "drizzle-orm";
import {
  AppError,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_INFO,
  EMAIL_MESSAGES,
  type EmailCategory,
  type EmailPreferencesView,
  type UnsubscribeView,
  type UpdateEmailPreferences,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { emailPreference, user } from "../../db/schema/index";
import { readUnsubscribeToken } from "./unsubscribe-token";

// Which emails a person gets (docs/product/notifications.md#email): a row per category they changed, the category's
// default otherwise. Settings changes several at once; an email's unsubscribe link turns its one category off.

async function choices(db: Db, userId: string): Promise<Map<EmailCategory, boolean>> {
  const rows = await db.select().from(emailPreference).where(eq(emailPreference.userId, userId));
  return new Map(rows.map((r) => [r.category, r.enabled]));
}

/** Whether `category` is sent to the person now. */
export async function isEmailWanted(db: Db, userId: string, category: EmailCategory): Promise<boolean> {
  const [row] = await db
    .select({ enabled: emailPreference.enabled })
    .from(emailPreference)
    .where(and(eq(emailPreference.userId, userId), eq(emailPreference.category, category)));
  return row?.enabled ?? EMAIL_CATEGORY_INFO[category].byDefault;
}

export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferencesView> {
  const [owner] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  const chosen = await choices(db, userId);
  return {
    email: owner?.verified ? owner.email : null,
    categories: EMAIL_CATEGORIES.map((category) => ({
      category,
      label: EMAIL_CATEGORY_INFO[category].label,
      description: EMAIL_CATEGORY_INFO[category].description,
      enabled: chosen.get(category) ?? EMAIL_CATEGORY_INFO[category].byDefault,
    })),
  };
}

async function setChoice(db: Db, userId: string, category: EmailCategory, enabled: boolean) {
  await db
    .insert(emailPreference)
    .values({ userId, category, enabled })
    .onConflictDoUpdate({
      target: [emailPreference.userId, emailPreference.category],
      set: { enabled, updatedAt: new Date() },
    });
}

export async function updateEmailPreferences(
  db: Db,
  userId: string,
  body: UpdateEmailPreferences,
): Promise<EmailPreferencesView> {
  await db.transaction(async (tx) => {
    for (const [category, enabled] of Object.entries(body.categories))
      await setChoice(tx, userId, category as EmailCategory, enabled);
  });
  return getEmailPreferences(db, userId);
}

/** a***@example.com: enough for a person to recognise their address, not enough to learn someone else's. */
const hideAddress = (email: string) => {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}***${email.slice(at)}` : "***";
};

/**
 * What an unsubscribe token stops, and — when `apply` — stops it. No session: the signed token is the permission
 * (RFC 8058's one-click POST comes from the mailbox provider, without the person's cookies).
 */
export async function unsubscribeByToken(
  db: Db,
  secrets: readonly string[],
  token: string,
  apply: boolean,
): Promise<UnsubscribeView> {
  const named = readUnsubscribeToken(secrets, token);
  if (!named) throw new AppError("bad_request", EMAIL_MESSAGES.invalidUnsubscribeLink, { token: ["Not valid."] });
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, named.userId));
  if (!owner) throw new AppError("bad_request", EMAIL_MESSAGES.invalidUnsubscribeLink, { token: ["Not valid."] });
  if (apply) await setChoice(db, named.userId, named.category, false);
  return {
    category: named.category,
    label: EMAIL_CATEGORY_INFO[named.category].label,
    enabled: apply ? false : await isEmailWanted(db, named.userId, named.category),
    email_hint: owner.email ? hideAddress(owner.email) : null,
  };
}
