import { createHash, timingSafeEqual } from "node:crypto";

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries the metrics token. Both sides are hashed first, so the comparison takes the
 * same time whatever the guess, its length included.
 */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = BEARER.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}
