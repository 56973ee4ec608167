import { MISSION_OBJECTIVES_MAX, type MissionStatus } from "@questhq/core";

// Mission lifecycle (docs/product/missions.md#lifecycle): create → objectives → reward → review → publish; published
// missions can be paused and resumed; archive is irreversible from any state. Pure rules, so
// the web app's buttons and the server's refusals come from one place of truth.

export const PUBLISH_MESSAGES = {
  alreadyPublished: "Mission is already published.",
  notDraft: "Only a draft mission can be published.",
  noObjectives: "Add at least one objective before publishing.",
  tooManyObjectives: `A mission can have at most ${MISSION_OBJECTIVES_MAX} objectives.`,
  noReward: "Add a reward before publishing.",
  noDates: "Set a start and an end date before publishing.",
  startAfterEnd: "The start date must be before the end date.",
  endPassed: "The end date has already passed.",
} as const;

export const PAUSE_MESSAGES = {
  notPublished: "Only a published mission can be paused.",
  notPaused: "Only a paused mission can be resumed.",
} as const;

export const ALREADY_ARCHIVED = "Mission is already archived.";

export type PublishCheck = {
  status: MissionStatus;
  objectiveCount: number;
  hasReward: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  now: Date;
};

/** Every reason the mission cannot be published yet, in the order an organizer fixes them. */
export function publishProblems(m: PublishCheck): string[] {
  if (m.status === "published") return [PUBLISH_MESSAGES.alreadyPublished];
  if (m.status !== "draft") return [PUBLISH_MESSAGES.notDraft];
  const problems: string[] = [];
  if (m.objectiveCount < 1) problems.push(PUBLISH_MESSAGES.noObjectives);
  if (m.objectiveCount > MISSION_OBJECTIVES_MAX) problems.push(PUBLISH_MESSAGES.tooManyObjectives);
  if (!m.hasReward) problems.push(PUBLISH_MESSAGES.noReward);
  if (!m.startsAt || !m.endsAt) problems.push(PUBLISH_MESSAGES.noDates);
  else if (m.startsAt >= m.endsAt) problems.push(PUBLISH_MESSAGES.startAfterEnd);
  else if (m.endsAt <= m.now) problems.push(PUBLISH_MESSAGES.endPassed);
  return problems;
}

export function pauseTarget(
  status: MissionStatus,
  action: "pause" | "resume",
): { next: MissionStatus } | { error: string } {
  if (action === "pause") return status === "published" ? { next: "paused" } : { error: PAUSE_MESSAGES.notPublished };
  return status === "paused" ? { next: "published" } : { error: PAUSE_MESSAGES.notPaused };
}
