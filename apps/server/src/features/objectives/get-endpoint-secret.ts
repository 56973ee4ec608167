import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Actor } from "../../lib/actor";
import { ensureEndpointSecret, readEndpointSecret } from "../../objectives/endpoint/endpoint-secret";
import { requireEndpointObjective } from "./endpoint-secret-access";

type SecretEnv = Pick<Env, "TOKEN_ENCRYPTION_KEY" | "AUTH_SECRET">;

/**
 * GET /objectives/{id}/endpoint-secret: the secret the organization's endpoint verifies requests with. An objective
 * that somehow has none (made before secrets were kept) gets one now, so the answer is always usable.
 */
export async function getEndpointSecret(
  db: Db,
  env: SecretEnv,
  actor: Actor,
  objectiveId: string,
): Promise<{ secret: string }> {
  const { objective } = await requireEndpointObjective(db, objectiveId, actor, "read");
  await ensureEndpointSecret(db, env, objective.id);
  return { secret: (await readEndpointSecret(db, env, objective.id))! };
}
