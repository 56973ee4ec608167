import { getTemplate, objectiveCredits } from "@questhq/core";
import type { Env } from "../../env";
import { objectiveCompletion, type Mission, type Objective } from "../../db/schema/index";
import type { VerificationSubject } from "./attempt-verification";
import { creditTable, missionCreditTypeOf } from "./mission-credits";
import { recordCompleted, recordOpen } from "./record-outcome";
import { queuedAhead } from "./retry-due";
import { notify } from "../notifications/index";

/** The objective's name as the mission page shows it: its own title, else its template's name. */
const objectiveTitle = (o: Objective) =>
  typeof o.values.title === "string" && o.values.title
    ? o.values.title
    : (getTemplate(o.template)?.title ?? o.template);

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
    queuedAhead: (db, key, since) => queuedAhead(db, objectiveCompletion, key, since),
    txHashConstraint: "objective_completion_tx_uq",
    tellOutcome: async (tx, outcome) => {
      const about = { mission_title: m.title, mission_slug: m.slug, objective_title: objectiveTitle(o) };
      if (outcome.verified) await notify(tx, [userId], "objective_verified", `objective-verified:${o.id}`, about);
      // Keyed by the time: refused, tried again and refused again is two events.
      else
        await notify(tx, [userId], "objective_refused", `objective-refused:${o.id}:${Date.now()}`, {
          ...about,
          reason: outcome.reason,
        });
    },
  };
}
