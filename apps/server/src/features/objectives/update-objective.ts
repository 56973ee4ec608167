import { eq } from "drizzle-orm";
import { AppError, getTemplate, objectiveInputSchema, type ObjectiveView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { ensureEndpointSecret } from "../../objectives/endpoint/endpoint-secret";
import type { ObjectiveEnv } from "./create-objective";
import { objective } from "../../db/schema/index";
import { touchMission } from "../missions/index";
import { hasParticipants } from "../missions/index";
import { canUpdateObjective } from "./objective-rules";
import { lockObjectiveForChange } from "../missions/index";
import { toObjectiveView } from "./objective-view";
import { creditTable, missionCreditTypeOf } from "../participation/index";
import { upsertMintContract } from "./mint-contract";

export const OBJECTIVE_MOVED = "An objective cannot move to another mission.";

/** PUT /objectives/{id}/ { mission, template, values }: the values are replaced as a whole. */
export async function updateObjective(
  db: Db,
  env: ObjectiveEnv,
  actor: Actor,
  objectiveId: string,
  body: unknown,
): Promise<ObjectiveView> {
  const input = objectiveInputSchema.parse(body);
  return db.transaction(async (tx) => {
    const { current, mission } = await lockObjectiveForChange(tx, objectiveId, actor);
    if (input.mission !== current.missionId)
      throw new AppError("conflict", OBJECTIVE_MOVED, { mission: [OBJECTIVE_MOVED] });
    // The server owns the mint record link; a form cannot point it elsewhere.
    const values = { ...input.values };
    if (current.values.nft_contract_object_id !== undefined)
      values.nft_contract_object_id = current.values.nft_contract_object_id;
    else delete values.nft_contract_object_id;
    const refusal = canUpdateObjective(
      { status: mission.status, hasParticipants: await hasParticipants(tx, mission.id) },
      { template: current.template, values: current.values, credits: current.credits },
      { template: input.template, values, credits: input.credits },
    );
    if (refusal) throw new AppError("conflict", refusal);
    const template = getTemplate(input.template)!;
    if (template.key === "onchain_mint") values.nft_contract_object_id = await upsertMintContract(tx, current, values);
    const [saved] = await tx
      .update(objective)
      .set({
        template: template.key,
        provider: template.provider,
        values,
        credits: input.credits,
        updatedAt: new Date(),
      })
      .where(eq(objective.id, current.id))
      .returning();
    // Changed to an endpoint check: it gets its secret; one it already had is kept, so the endpoint keeps working.
    if (template.key === "endpoint_check") await ensureEndpointSecret(tx, env, current.id);
    await touchMission(tx, mission.id);
    return toObjectiveView(saved!, await missionCreditTypeOf(tx, mission.id), creditTable(env));
  });
}
