import { objectiveCredits } from "@questhq/core";
import type { Env } from "../../env";
import type { Mission, Objective } from "../../db/schema/index";
import type { VerificationSubject } from "./attempt-verification";
import { creditTable, missionCreditTypeOf } from "./mission-credits";
import { recordCompleted, recordOpen } from "./record-outcome";

/**
 * A user's attempt at a mission objective as the engine's subject: recorded in objective_completion, credited by the
 * mission's credit type.
 */
export function missionSubject(env: Env, m: Mission, o: Objective, userId: string): VerificationSubject {
  const base = { missionId: m.id, objectiveId: o.id, userId };
  return {
    container: {
      id: m.id,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      chainId: m.blockchainChainId,
      organizationId: m.organizationId,
    },
    objective: { id: o.id, template: o.template, values: o.values },
    credits: async (db) => objectiveCredits(o.credits, await missionCreditTypeOf(db, m.id), creditTable(env)),
    recordCompleted: (tx, r) => recordCompleted(tx, { ...base, ...r }),
    recordOpen: (db, r) => recordOpen(db, { ...base, ...r }),
    txHashConstraint: "objective_completion_tx_uq",
  };
}
