// The mission user status machine (docs/product/missions.md#participant-status and
// docs/product/missions.md#entry-button). Shared so the server's answers and the page agree.
import { formatNumber } from "../en-format";

export const USER_STATUSES = [
  "Not Started",
  "Started",
  "CompletedObjectives",
  "Completed",
  "Entered",
  "Selected",
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isUserStatus(value: string): value is UserStatus {
  return (USER_STATUSES as readonly string[]).includes(value);
}

/** Mission statuses the labels react to (Completed, Archived, Closed; docs/product/missions.md#entered-label). */
export type LabelMissionStatus = string | null | undefined;

const ended = (s: LabelMissionStatus) => s === "completed" || s === "archived" || s === "Completed" || s === "Archived";
const closed = (s: LabelMissionStatus) => s === "closed" || s === "Closed";

/**
 * Status labels (docs/product/missions.md#participant-status); Entered reads by mission status: pending, Not Selected
 * once Completed or Archived, Winners Selected soon when Closed.
 */
export function userStatusLabel(status: UserStatus, missionStatus: LabelMissionStatus): string {
  switch (status) {
    case "Not Started":
      return "Not Started";
    case "Started":
      return "Started";
    case "CompletedObjectives":
      return "Completed Objectives";
    case "Completed":
      return "Completed Mission";
    case "Selected":
      return "Winner";
    case "Entered":
      if (ended(missionStatus)) return "Not Selected";
      if (closed(missionStatus)) return "Winners Selected soon";
      return "Results pending";
  }
}

/** Which transitions the server allows (a status never moves backwards). */
const ORDER: Record<UserStatus, number> = {
  "Not Started": 0,
  Started: 1,
  CompletedObjectives: 2,
  Completed: 3,
  Entered: 3,
  Selected: 4,
};

export function canMoveTo(from: UserStatus, to: UserStatus): boolean {
  if (from === to) return false;
  if (from === "Completed" && to === "Entered") return false;
  if (from === "Entered" && to === "Completed") return false;
  return ORDER[to] > ORDER[from];
}

export type EntryButtonInput = {
  isSignedIn: boolean;
  /** now ≥ ends_at, or status completed/closed/archived. */
  isEnded: boolean;
  /** Entered, waiting for the draw. */
  isResultsPending: boolean;
  isNotStarted: boolean;
  isPaused: boolean;
  areObjectivesComplete: boolean;
  /** $HQ the chosen entries cost (0 for free entries). */
  cost: number;
};

export type EntryButtonState =
  | { kind: "sign_in"; label: "Sign in to participate" }
  | { kind: "ended"; label: "Mission Ended" | "Winners will be picked soon" }
  | { kind: "not_started"; label: "Mission Has Not Started" }
  | { kind: "paused"; label: "Mission is currently paused" }
  | { kind: "objectives_incomplete"; label: "Complete Objectives to Enter" }
  | { kind: "enter"; label: string; cost: number };

/** The mission entry button, in its exact order of precedence (docs/product/missions.md#entry-button). */
export function entryButtonState(i: EntryButtonInput): EntryButtonState {
  if (!i.isSignedIn) return { kind: "sign_in", label: "Sign in to participate" };
  if (i.isEnded) return { kind: "ended", label: i.isResultsPending ? "Winners will be picked soon" : "Mission Ended" };
  if (i.isNotStarted) return { kind: "not_started", label: "Mission Has Not Started" };
  if (i.isPaused) return { kind: "paused", label: "Mission is currently paused" };
  if (!i.areObjectivesComplete) return { kind: "objectives_incomplete", label: "Complete Objectives to Enter" };
  return {
    kind: "enter",
    label: i.cost > 0 ? `Enter For ${formatNumber(i.cost)} $HQ` : "Enter For Free",
    cost: i.cost,
  };
}

/**
 * The entry form is hidden once the user has Entered or been Selected (docs/product/missions.md#entry-button), and once
 * Completed, which is the entered state of missions without a raffle (allowlist for all, mints).
 */
export function isEntryFormHidden(status: UserStatus): boolean {
  return status === "Entered" || status === "Selected" || status === "Completed";
}
