import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyticsSalt } from "../../db/schema/index";

// Who a view came from, as a number that means nothing tomorrow (docs/product/analytics.md#counting-visitors): the
// first 8 bytes of SHA-256 over the day's secret salt, the mission and the visitor's key. The key is the account of a
// signed-in viewer (several people behind one address are several visitors; one person on two devices is one) and
// the address and user agent of anyone else, which are hashed here and never stored. Every process reads the same
// salt from the database, so a visitor is one hash whichever process served them.

/** The UTC day of `at`, as the database's date ("2026-11-28"). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type VisitorKey = { userId: string } | { ip: string; userAgent: string };

export type VisitorHasher = {
  /** The visitor's hash for this mission on the day of `at`. */
  hash(missionId: string, key: VisitorKey, at: Date): Promise<bigint>;
};

export function createVisitorHasher(db: Db): VisitorHasher {
  let cached: { day: string; salt: Promise<string> } | null = null;
  const saltOf = (day: string): Promise<string> => {
    if (cached?.day === day) return cached.salt;
    const salt = loadSalt(db, day);
    cached = { day, salt };
    // A failed read is tried again by the next view, not remembered.
    salt.catch(() => {
      if (cached?.salt === salt) cached = null;
    });
    return salt;
  };
  return {
    async hash(missionId, key, at) {
      const salt = await saltOf(utcDay(at));
      const who = "userId" in key ? `user:${key.userId}` : `anonymous:${key.ip}\n${key.userAgent}`;
      const digest = createHash("sha256").update(`${salt}\n${missionId}\n${who}`).digest();
      return digest.readBigInt64BE(0);
    },
  };
}

/** The day's salt, made by whichever process needs it first (the others read that one). */
async function loadSalt(db: Db, day: string): Promise<string> {
  await db
    .insert(analyticsSalt)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: analyticsSalt.day });
  const [row] = await db.select({ salt: analyticsSalt.salt }).from(analyticsSalt).where(eq(analyticsSalt.day, day));
  if (!row) throw new Error(`the analytics salt of ${day} could not be read back`);
  return row.salt;
}

/** Deletes the salts of the days before `today`: their visitors can no longer be told apart or traced back. */
export async function forgetOldSalts(db: Db, today: string): Promise<number> {
  const gone = await db.delete(analyticsSalt).where(lt(analyticsSalt.day, today)).returning({ day: analyticsSalt.day });
  return gone.length;
}
