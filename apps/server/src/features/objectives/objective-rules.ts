import { MISSION_OBJECTIVES_MAX, type MissionStatus } from "@questhq/core";

// What may change in a mission's objectives once it is live. Participants' progress is a list
// of completed objective ids verified against each objective's values, so after anyone has
// started: nothing is added or removed, and only wording (not what is verified) may change.

export const OBJECTIVE_RULES = {
  tooMany: `A mission can have at most ${MISSION_OBJECTIVES_MAX} objectives.`,
  addAfterStart: "Objectives cannot be added once people have started this mission.",
  removeAfterStart: "Objectives cannot be removed once people have started this mission.",
  templateFrozen: "An objective's type cannot change after the mission is published.",
  valuesFrozen:
    "Only the title, description and button text of this objective can change now that people have started " +
    "the mission.",
  creditsFrozen: "Credits of this objective cannot change now that people have started the mission.",
} as const;

/** Values that only change how an objective reads, never what is verified. */
export const WORDING_FIELDS = new Set(["title", "description", "button_title", "about", "missionTitle"]);

export type MissionState = { status: MissionStatus; hasParticipants: boolean };

export function canAddObjective(m: MissionState, currentCount: number): string | null {
  if (currentCount >= MISSION_OBJECTIVES_MAX) return OBJECTIVE_RULES.tooMany;
  if (m.status !== "draft" && m.hasParticipants) return OBJECTIVE_RULES.addAfterStart;
  return null;
}

export function canRemoveObjective(m: MissionState): string | null {
  return m.status !== "draft" && m.hasParticipants ? OBJECTIVE_RULES.removeAfterStart : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function canUpdateObjective(
  m: MissionState,
  before: { template: string; values: Record<string, unknown>; credits: number | null },
  after: { template: string; values: Record<string, unknown>; credits: number | null },
): string | null {
  if (m.status === "draft") return null;
  if (before.template !== after.template) return OBJECTIVE_RULES.templateFrozen;
  if (!m.hasParticipants) return null;
  const keys = new Set([...Object.keys(before.values), ...Object.keys(after.values)]);
  for (const key of keys) {
    if (!WORDING_FIELDS.has(key) && !same(before.values[key], after.values[key])) return OBJECTIVE_RULES.valuesFrozen;
  }
  if (before.credits !== after.credits) return OBJECTIVE_RULES.creditsFrozen;
  return null;
}
