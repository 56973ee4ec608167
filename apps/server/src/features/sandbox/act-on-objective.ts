import { eq } from "drizzle-orm";
import { AppError, SANDBOX_ORGANIZER, SANDBOX_PROVIDER_NAMES, type SandboxActResult } from "@questhq/core";
import { objective, weeklyChallenge } from "../../db/schema/index";
import { findLink } from "../accounts/index";
import { isUuid, loadVisibleMission } from "../missions/index";
import { participate } from "../participation/index";
import { participateChallenge } from "../sagas/index";
import type { Deps } from "../participation/index";
import { PARTICIPATION_MESSAGES } from "../participation/index";
import { sandboxWayOf } from "../../objectives/registry";
import type { SandboxOrganizerAct } from "../../objectives/types";
import { SANDBOX_MESSAGES } from "../../objectives/sandbox-messages";
import type { PlatformSigner } from "../chain/index";
import { actOnChain, CHAIN_SANDBOX_MESSAGES } from "./act-on-chain";
import { provisionObjective } from "./provision-objective";
import { SandboxControlError, type SandboxControl } from "./sandbox-control";
import { userActor } from "../../lib/actor";

// POST /sandbox/objectives/{id}/act: "Do it on Sandbox …" (a mission objective or a weekly challenge). The fake
// provider records the objective's action (follow, like, join, subscribe, play…) for the caller's linked sandbox
// account, after making sure the objective's target exists there; each family says how (its sandbox way,
// objectives/<family>/sandbox.ts). Verify then goes through
// the ordinary verification path, exactly as with the real provider. On-chain objectives of the
// local development chain are done there for the user's wallet (act-on-chain.ts). In-product
// objectives count what the user really did in QuestHQ, so the sandbox never fabricates them.

export { SANDBOX_MESSAGES };

export type ActDeps = Deps & {
  sandbox: SandboxControl | null;
  /** Signs the mint permits of the local chain's onchain_mint objectives. */
  signer: PlatformSigner;
  log: { warn(o: object, m: string): void };
};

type ActTarget = {
  o: { id: string; template: string; values: Record<string, unknown> };
  chainId: number;
  visit(): Promise<unknown>;
};

/** A mission objective (visible to the caller) or one of a Saga's weekly challenges. */
async function loadTarget(deps: ActDeps, userId: string, id: string): Promise<ActTarget> {
  const [o] = await deps.db.select().from(objective).where(eq(objective.id, id));
  if (o) {
    // Drafts stay invisible (404) to anyone outside the organization, as everywhere else.
    const { row: mission } = await loadVisibleMission(deps.db, o.missionId, userActor(userId));
    const values = o.values as Record<string, unknown>;
    const visit = () => participate(deps, userId, mission.id, { objective_id: o.id, action: "visit" });
    return { o: { id: o.id, template: o.template, values }, chainId: mission.blockchainChainId, visit };
  }
  const [c] = await deps.db.select().from(weeklyChallenge).where(eq(weeklyChallenge.id, id));
  if (!c) throw new AppError("not_found", PARTICIPATION_MESSAGES.objectiveNotFound);
  const values = c.values as Record<string, unknown>;
  const chainId = Number(values.blockchain);
  return {
    o: { id: c.id, template: c.template, values },
    chainId: Number.isInteger(chainId) && chainId > 0 ? chainId : deps.env.STAKING_CHAIN_ID,
    visit: () => participateChallenge(deps, userId, c.id, { action: "visit" }),
  };
}

/** The sandbox organizer API records the task as done for this user (objectives/endpoint/sandbox.ts). */
async function actOnOrganizer(
  deps: ActDeps,
  control: SandboxControl,
  userId: string,
  objectiveId: string,
  act: (a: SandboxOrganizerAct) => Promise<string>,
): Promise<SandboxActResult> {
  try {
    const message = await act({ userId, objectiveId, call: control.call });
    return { objective_id: objectiveId, provider: SANDBOX_ORGANIZER, message };
  } catch (err) {
    if (!(err instanceof SandboxControlError)) throw err;
    deps.log.warn({ err, objective: objectiveId }, "sandbox: the organizer fake refused the action");
    throw new AppError("bad_gateway", SANDBOX_MESSAGES.failed);
  }
}

export async function actOnObjective(deps: ActDeps, userId: string, objectiveId: string): Promise<SandboxActResult> {
  const control = deps.sandbox;
  if (!control) throw new AppError("not_found", SANDBOX_MESSAGES.off);
  if (!isUuid(objectiveId)) throw new AppError("not_found", PARTICIPATION_MESSAGES.objectiveNotFound);
  const { o, chainId, visit } = await loadTarget(deps, userId, objectiveId);
  const way = sandboxWayOf(o.template);
  if (way.kind === "chain") {
    try {
      return await actOnChain(deps, userId, o, chainId);
    } catch (err) {
      if (err instanceof AppError) throw err;
      deps.log.warn({ err, objective: o.id }, "sandbox: the local chain refused the action");
      throw new AppError("bad_gateway", CHAIN_SANDBOX_MESSAGES.failed);
    }
  }
  if (way.kind === "in_product") throw new AppError("bad_request", SANDBOX_MESSAGES.inProduct);
  if (way.kind === "none") throw new AppError("bad_request", SANDBOX_MESSAGES.nothingToDo);
  if (way.kind === "organizer") return actOnOrganizer(deps, control, userId, o.id, way.act);
  const provider = way.provider;
  if (!control.providers.has(provider)) throw new AppError("not_found", SANDBOX_MESSAGES.off);
  const name = SANDBOX_PROVIDER_NAMES[provider];

  // Watching a video is a timed visit: the sandbox starts it the way opening the video does.
  if (way.kind === "visit") {
    await visit();
    return {
      objective_id: o.id,
      provider,
      message: `Sandbox YouTube: you started watching. Verify in ${deps.env.VISIT_DWELL_SECONDS} seconds.`,
    };
  }

  const me = await findLink(deps.db, userId, provider);
  if (!me) throw new AppError("conflict", SANDBOX_MESSAGES.linkFirst(name), { provider: [provider] });
  if (!me.isSandbox) throw new AppError("conflict", SANDBOX_MESSAGES.notSandbox(name), { provider: [provider] });
  const values = o.values;
  try {
    await provisionObjective(control, { template: o.template, values });
    const message = await way.act({ me, values, template: o.template, call: control.call });
    return { objective_id: o.id, provider, message };
  } catch (err) {
    if (!(err instanceof SandboxControlError)) throw err;
    deps.log.warn({ err, objective: o.id }, "sandbox: the fake refused the action");
    throw new AppError("bad_gateway", SANDBOX_MESSAGES.failed);
  }
}
