import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { objective } from "../../db/schema/index";
import { sandboxWayOf } from "../../objectives/registry";
import type { SandboxControl } from "./sandbox-control";
import { TEMPLATES_WITH_TARGETS, sandboxTargets, type SandboxTarget } from "./sandbox-targets";

// With sandbox providers, whatever an objective points at exists in the fakes: the X account to
// follow, the post to like (with the id and author of its link), the Discord server and role,
// the Telegram group, the YouTube channel. Called when an objective is saved, and for every
// objective at start, because the fakes keep their world in memory. Never touches a real
// provider: a provider with its own URL is not in `control.providers`.

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

async function provisionTarget(control: SandboxControl, template: string, t: SandboxTarget): Promise<void> {
  const way = sandboxWayOf(template);
  if (way.kind === "provider") await way.provision?.(control.call, t);
}

/** Creates an objective's targets in the fakes (idempotent). Returns how many were provisioned. */
export async function provisionObjective(
  control: SandboxControl | null,
  o: { template: string; values: Record<string, unknown> },
): Promise<number> {
  if (!control) return 0;
  const targets = sandboxTargets(o.template, o.values).filter((t) => control.providers.has(t.provider));
  for (const t of targets) await provisionTarget(control, o.template, t);
  return targets.length;
}

/**
 * Saving the objective must not fail because of the sandbox: a target the fake refuses is
 * logged, and "Do it on Sandbox" provisions again (and says so if it still fails).
 */
export async function provisionObjectiveQuietly(
  control: SandboxControl | null,
  o: { id: string; template: string; values: Record<string, unknown> },
  log: Log,
): Promise<void> {
  try {
    await provisionObjective(control, o);
  } catch (err) {
    log.warn({ err, objective: o.id }, "sandbox: could not provision the objective's targets");
  }
}

/** Every objective in the database, at start (the fakes' memory is empty after a restart). */
export async function provisionAllObjectives(
  db: Db,
  control: SandboxControl | null,
  log: Log,
): Promise<{ objectives: number; targets: number }> {
  if (!control) return { objectives: 0, targets: 0 };
  const rows = await db
    .select({ id: objective.id, template: objective.template, values: objective.values })
    .from(objective)
    .where(inArray(objective.template, [...TEMPLATES_WITH_TARGETS]))
    .orderBy(asc(objective.createdAt));
  let targets = 0;
  for (const row of rows) {
    try {
      targets += await provisionObjective(control, {
        template: row.template,
        values: row.values as Record<string, unknown>,
      });
    } catch (err) {
      log.warn({ err, objective: row.id }, "sandbox: could not provision the objective's targets");
    }
  }
  log.info({ objectives: rows.length, targets }, "sandbox: mission targets provisioned in the provider fakes");
  return { objectives: rows.length, targets };
}
