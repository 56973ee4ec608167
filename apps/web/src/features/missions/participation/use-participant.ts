import { STATUS_POLL_INTERVAL_MS, type ObjectiveProgressView, type ParticipantView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/features/session/index";
import { participantQuery } from "./participation-api";

/** Something the server is still checking (provider down) or a dwell time running (link or video opened). */
export function isWaiting(participant: ParticipantView | undefined): boolean {
  return Boolean(participant?.objectives.some((o) => o.status === "pending" || o.status === "visiting"));
}

/**
 * The signed-in user's participation in a mission (GET /missions/{id}/participant), idle while
 * signed out. While anything is pending or visiting it refetches every 7 s (status polling:
 * docs/product/limits.md#transactions).
 */
export function useParticipant(missionId: string) {
  const { isSignedIn, isPending: isSessionPending } = useSession();
  const query = useQuery({
    ...participantQuery(missionId),
    enabled: isSignedIn,
    refetchInterval: (q) => (isWaiting(q.state.data) ? STATUS_POLL_INTERVAL_MS : false),
  });
  return { ...query, participant: isSignedIn ? query.data : undefined, isSignedIn, isSessionPending };
}

export type ObjectiveState = "completed" | "skipped" | "pending" | "visiting" | "incomplete";

export type ObjectiveStatus = { state: ObjectiveState; progress: ObjectiveProgressView | undefined };

/**
 * Where one objective stands for the user; skipped counts as done (completed_objectives holds both:
 * docs/product/objectives.md#completing-objectives).
 */
export function objectiveStatus(participant: ParticipantView | undefined, objectiveId: string): ObjectiveStatus {
  const progress = participant?.objectives.find((o) => o.objective === objectiveId);
  if (progress?.status === "skipped") return { state: "skipped", progress };
  if (progress?.status === "completed" || participant?.completed_objectives.includes(objectiveId)) {
    return { state: "completed", progress };
  }
  if (progress?.status === "pending") return { state: "pending", progress };
  if (progress?.status === "visiting") return { state: "visiting", progress };
  return { state: "incomplete", progress };
}

export function isDone(state: ObjectiveState): boolean {
  return state === "completed" || state === "skipped";
}

/**
 * A completed objective joins the completed list locally, idempotently
 * (docs/product/objectives.md#completing-objectives).
 */
export function withCompleted(participant: ParticipantView, objectiveId: string): ParticipantView {
  const completed = participant.completed_objectives.includes(objectiveId)
    ? participant.completed_objectives
    : [...participant.completed_objectives, objectiveId];
  const objectives = participant.objectives.map((o) =>
    o.objective === objectiveId && o.status !== "skipped"
      ? { ...o, status: "completed" as const, next_attempt_at: null, message: null }
      : o,
  );
  return { ...participant, completed_objectives: completed, objectives };
}
