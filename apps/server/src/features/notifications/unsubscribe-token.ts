import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_CATEGORIES, type EmailCategory } from "@questhq/core";

// The token of an email's unsubscribe link (docs/product/notifications.md#email): who and which category, signed with
// AUTH_SECRET so it works without signing in and cannot be made for someone else. It does not expire: an unsubscribe
// link must keep working for as long as the mail sits in an inbox. While AUTH_SECRET_PREVIOUS is set, tokens signed
// with it still verify, so rotating the secret does not break the links already sent.

const signature = (secret: string, userId: string, category: EmailCategory) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}:${category}`).digest().subarray(0, 20);

export function unsubscribeToken(secret: string, userId: string, category: EmailCategory): string {
  const who = Buffer.from(`${userId}:${category}`).toString("base64url");
  return `${who}.${signature(secret, userId, category).toString("base64url")}`;
}

/** Who and which category a token names; null for anything not signed by one of `secrets`. */
export function readUnsubscribeToken(
  secrets: readonly string[],
  token: string,
): { userId: string; category: EmailCategory } | null {
  const [who, sig, ...rest] = token.split(".");
  if (!who || !sig || rest.length) return null;
  const [userId, category, ...extra] = Buffer.from(who, "base64url").toString().split(":");
  if (!userId || extra.length || !EMAIL_CATEGORIES.includes(category as EmailCategory)) return null;
  const given = Buffer.from(sig, "base64url");
  const isSigned = secrets.some((secret) => {
    const expected = signature(secret, userId, category as EmailCategory);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return isSigned ? { userId, category: category as EmailCategory } : null;
}
