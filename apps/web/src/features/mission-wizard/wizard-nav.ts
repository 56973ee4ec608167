import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import type { WizardMode } from "../mission-shared/index";

export const WIZARD_STEPS = [
  { key: "details", label: "Details" },
  { key: "objectives", label: "Objectives" },
  { key: "reward", label: "Reward" },
  { key: "review", label: "Review" },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]["key"];

/** Which mission the wizard works on, and how it got there. */
export type WizardTarget = {
  mode: WizardMode;
  /** null until step one has created the mission (create mode only). */
  missionId: string | null;
  /** Create mode: the step was opened from the review page and returns there after saving. */
  isFromReview?: boolean;
  /** Create mode, before the draft exists: the organization step one preselects. */
  organizationId?: string;
};

const CREATE_PATHS = {
  details: "/create-mission",
  objectives: "/create-mission/objectives",
  reward: "/create-mission/reward",
  review: "/create-mission/review",
} as const;

const EDIT_PATHS = {
  details: "/edit-mission/$missionId/details",
  objectives: "/edit-mission/$missionId/objectives",
  reward: "/edit-mission/$missionId/reward",
  review: "/edit-mission/$missionId/review",
} as const;

export type StepLink =
  | { to: (typeof CREATE_PATHS)[WizardStep]; search?: { missionId?: string; from?: "review" }; params?: undefined }
  | { to: (typeof EDIT_PATHS)[WizardStep]; params: { missionId: string }; search?: undefined };

/**
 * The route of a step. Create-mode links carry the draft's id (?missionId=) once it exists, so every step's
 * address opens the same draft anywhere; Edit links from the review add ?from=review.
 */
export function stepLink(target: WizardTarget, step: WizardStep, opts: { fromReview?: boolean } = {}): StepLink {
  if (target.mode === "edit" && target.missionId) {
    return { to: EDIT_PATHS[step], params: { missionId: target.missionId } };
  }
  const search = {
    ...(target.missionId ? { missionId: target.missionId } : {}),
    ...(opts.fromReview && step !== "review" ? { from: "review" as const } : {}),
  };
  return Object.keys(search).length ? { to: CREATE_PATHS[step], search } : { to: CREATE_PATHS[step] };
}

/**
 * Where a step goes after saving: the next step while creating, back to the review when
 * editing (docs/product/missions.md#the-wizard) or when the step was opened from the create review.
 */
export function nextAfterSave(target: WizardTarget, step: Exclude<WizardStep, "review">): StepLink {
  if (target.mode === "edit" || target.isFromReview) return stepLink(target, "review");
  const next: Record<Exclude<WizardStep, "review">, WizardStep> = {
    details: "objectives",
    objectives: "reward",
    reward: "review",
  };
  return stepLink(target, next[step]);
}

export function useStepNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (link: StepLink) =>
      // The union of typed paths is checked where the links are built.
      navigate(link as Parameters<typeof navigate>[0]),
    [navigate],
  );
}
