import { eq } from "drizzle-orm";
import { AppError, getTemplate, objectiveInputSchema, type ObjectiveView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Actor } from "../../lib/actor";
import { ensureEndpointSecret } from "../../objectives/endpoint/endpoint-secret";
import { objective } from "../../db/schema/index";
import { lockMissionForChange, touchMission } from "../missions/index";
import { hasParticipants } from "../missions/index";
import { canAddObjective } from "./objective-rules";
import { loadObjectives, toObjectiveView } from "./objective-view";
import { upsertMintContract } from "./mint-contract";
import { creditTable, missionCreditTypeOf } from "../participation/index";

export type ObjectiveEnv = Pick<Env, "OBJECTIVE_CREDITS" | "TOKEN_ENCRYPTION_KEY" | "AUTH_SECRET">;

/** POST /objectives/ { mission, template, values }: appended after the mission's last objective. */
export async function createObjective(db: Db, env: ObjectiveEnv, actor: Actor, body: unknown): Promise<ObjectiveView> {
  const input = objectiveInputSchema.parse(body);
  return db.transaction(async (tx) => {
    const { row } = await lockMissionForChange(tx, input.mission, actor);
    const existing = await loadObjectives(tx, row.id);
    const refusal = canAddObjective(
      { status: row.status, hasParticipants: await hasParticipants(tx, row.id) },
      existing.length,
    );
    if (refusal) throw new AppError("conflict", refusal);
    const template = getTemplate(input.template)!;
    const position = existing.reduce((max, o) => Math.max(max, o.position), -1) + 1;
    const [created] = await tx
      .insert(objective)
      .values({
        missionId: row.id,
        template: template.key,
        provider: template.provider,
        values: input.values,
        position,
        credits: input.credits,
      })
      .returning();
    let saved = created!;
    if (template.key === "onchain_mint") {
      const contractId = await upsertMintContract(tx, saved, { ...input.values, nft_contract_object_id: undefined });
      [saved] = (await tx
        .update(objective)
        .set({ values: { ...saved.values, nft_contract_object_id: contractId } })
        .where(eq(objective.id, saved.id))
        .returning()) as [typeof saved];
    }
    // Its signing secret exists from the start, so the organizer can set up the endpoint before anyone verifies.
    if (template.key === "endpoint_check") await ensureEndpointSecret(tx, env, saved.id);
    await touchMission(tx, row.id);
    return toObjectiveView(saved, await missionCreditTypeOf(tx, row.id), creditTable(env));
  });
}
