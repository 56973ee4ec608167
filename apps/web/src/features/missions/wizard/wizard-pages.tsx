import { useParams, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useRouteTitle } from "@/lib/use-document-title";
import { setWizardState, useWizardState } from "../create-state";
import { DetailsStep } from "./details/details-step";
import { ObjectivesStep } from "./objectives/objectives-step";
import { ReviewStep } from "./review/review-step";
import { RewardStep } from "./reward/reward-step";
import type { WizardTarget } from "./wizard-nav";

// The create-mission wizard's pages (spec §2 /create-mission…, /edit-mission/{missionId}/…).
// Create mode keeps its mission id in sessionStorage (create-state.ts), so every step survives
// a reload and refetches the mission by id; edit mode has the id in the address.

function useCreateTarget(): { target: WizardTarget; generation: number } {
  const state = useWizardState();
  const search = useSearch({ strict: false }) as { from?: string };
  return {
    target: { mode: "create", missionId: state.mode === "create" ? state.missionId : null, isFromReview: search.from === "review" },
    generation: state.generation,
  };
}

function useEditTarget(): WizardTarget {
  const { missionId = "" } = useParams({ strict: false }) as { missionId?: string };
  useEffect(() => {
    if (missionId) setWizardState({ mode: "edit", missionId });
  }, [missionId]);
  return { mode: "edit", missionId };
}

export function CreateMissionPage() {
  useRouteTitle("/create-mission");
  const { target, generation } = useCreateTarget();
  return <DetailsStep target={target} generation={generation} />;
}

export function CreateMissionObjectivesPage() {
  useRouteTitle("/create-mission/objectives");
  return <ObjectivesStep target={useCreateTarget().target} />;
}

export function CreateMissionRewardPage() {
  useRouteTitle("/create-mission/reward");
  return <RewardStep target={useCreateTarget().target} />;
}

export function CreateMissionReviewPage() {
  useRouteTitle("/create-mission/review");
  return <ReviewStep target={useCreateTarget().target} />;
}

export function EditMissionDetailsPage() {
  useRouteTitle("/edit-mission/$missionId/details");
  return <DetailsStep target={useEditTarget()} generation={0} />;
}

export function EditMissionObjectivesPage() {
  useRouteTitle("/edit-mission/$missionId/objectives");
  return <ObjectivesStep target={useEditTarget()} />;
}

export function EditMissionRewardPage() {
  useRouteTitle("/edit-mission/$missionId/reward");
  return <RewardStep target={useEditTarget()} />;
}

export function EditMissionReviewPage() {
  useRouteTitle("/edit-mission/$missionId/review");
  return <ReviewStep target={useEditTarget()} />;
}
