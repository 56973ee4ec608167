import { useParams, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useRouteTitle } from "@/lib/use-document-title";
import { setWizardState, useWizardState } from "../mission-shared/index";
import { DetailsStep } from "./details/details-step";
import { ObjectivesStep } from "./objectives/objectives-step";
import { ReviewStep } from "./review/review-step";
import { RewardStep } from "./reward/reward-step";
import type { WizardTarget } from "./wizard-nav";
import type { WizardSearch } from "./wizard-search";

// The create-mission wizard's pages (/create-mission…, /edit-mission/{missionId}/…:
// docs/product/missions.md#the-wizard). Both modes have the mission id in the address (create: ?missionId=, validated
// by wizardSearchSchema), so a step opened in a new tab, reloaded or shared loads the same draft. sessionStorage
// (create-state.ts) still remembers this tab's draft for links that carry no id (the menu's "Create", the step list
// before saving).

function useCreateTarget(): { target: WizardTarget; generation: number } {
  const state = useWizardState();
  const search = useSearch({ strict: false }) as WizardSearch;
  const missionId = search.missionId ?? (state.mode === "create" ? state.missionId : null);
  useEffect(() => {
    // The address wins over what this tab remembered: it is the draft the user opened.
    if (search.missionId) setWizardState({ mode: "create", missionId: search.missionId });
  }, [search.missionId]);
  return {
    target: {
      mode: "create",
      missionId,
      isFromReview: search.from === "review",
      organizationId: search.organizationId,
    },
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
