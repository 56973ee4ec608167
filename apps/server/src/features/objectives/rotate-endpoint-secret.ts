import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Actor } from "../../lib/actor";
import { replaceEndpointSecret } from "../../objectives/endpoint/endpoint-secret";
import { requireEndpointObjective } from "./endpoint-secret-access";

/**
 * POST /objectives/{id}/endpoint-secret/rotate: a new secret at once, for a secret that leaked. The old one stops
 * working immediately: verifications are synchronous, so there is no delivery in flight to keep signing for.
 */
export async function rotateEndpointSecret(
  db: Db,
  env: Pick<Env, "TOKEN_ENCRYPTION_KEY" | "AUTH_SECRET">,
  actor: Actor,
  objectiveId: string,
): Promise<{ secret: string }> {
  const { objective } = await requireEndpointObjective(db, objectiveId, actor, "change");
  return { secret: await replaceEndpointSecret(db, env, objective.id) };
}
