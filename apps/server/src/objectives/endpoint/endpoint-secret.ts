import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { objectiveEndpointSecret } from "../../db/schema/index";
import { newSigningSecret } from "../../lib/standard-webhooks";
import { tokenSealer } from "../../lib/token-crypto";

// Each custom verification endpoint signs with its own secret (docs/product/objectives.md#verified-by-your-api),
// sealed at rest and kept apart from the objective's values, which anyone who sees the mission may read.

type SecretEnv = Pick<Env, "TOKEN_ENCRYPTION_KEY" | "AUTH_SECRET">;

/** The objective's secret, made the first time (an objective created as, or changed to, an endpoint check). */
export async function ensureEndpointSecret(db: Db, env: SecretEnv, objectiveId: string): Promise<void> {
  await db
    .insert(objectiveEndpointSecret)
    .values({ objectiveId, secretEnc: tokenSealer(env).seal(newSigningSecret()) })
    .onConflictDoNothing();
}

/** The objective's secret in the clear ("whsec_…"), or null when it has none. */
export async function readEndpointSecret(db: Db, env: SecretEnv, objectiveId: string): Promise<string | null> {
  const [row] = await db
    .select({ secretEnc: objectiveEndpointSecret.secretEnc })
    .from(objectiveEndpointSecret)
    .where(eq(objectiveEndpointSecret.objectiveId, objectiveId));
  return row ? tokenSealer(env).open(row.secretEnc) : null;
}

/** A new secret replaces the old one at once: the next verification is signed with it. */
export async function replaceEndpointSecret(db: Db, env: SecretEnv, objectiveId: string): Promise<string> {
  const secret = newSigningSecret();
  const secretEnc = tokenSealer(env).seal(secret);
  await db
    .insert(objectiveEndpointSecret)
    .values({ objectiveId, secretEnc })
    .onConflictDoUpdate({ target: objectiveEndpointSecret.objectiveId, set: { secretEnc, createdAt: new Date() } });
  return secret;
}
