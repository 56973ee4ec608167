import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2 } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { myOrganizationsQuery } from "@/features/organizations/index";
import { useOrganizationCreation } from "@/features/users/index";
import { MissionGate, WizardSkeleton } from "../wizard-guards";
import { WizardLayout } from "../wizard-layout";
import type { WizardTarget } from "../wizard-nav";
import { DetailsForm } from "./details-form";

function NewMissionDetails({ target }: { target: WizardTarget }) {
  const orgs = useQuery(myOrganizationsQuery);
  const creation = useOrganizationCreation();
  if (orgs.isPending) return <WizardSkeleton />;
  if (orgs.isError)
    return (
      <ErrorState
        title="Your organizations could not be loaded"
        error={orgs.error}
        onRetry={() => void orgs.refetch()}
      />
    );
  if (orgs.data.length === 0 && !creation.canCreate) {
    // This server lets only some people create organizations (ORGANIZATION_CREATION): say why, not offer it.
    return (
      <EmptyState
        icon={Building2}
        title="Missions are run by organizations"
        description={`${creation.refusal} An organization's admin can invite you; then you create its missions.`}
        action={
          <Link to="/organizations" className={buttonClass("primary")}>
            Go to Mission Control
          </Link>
        }
      />
    );
  }
  if (orgs.data.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="Create an organization first"
        description={
          "Missions are run by organizations. Create one (you become its admin); this mission comes right after."
        }
        action={
          <Link to="/create-organization" search={{ next: "mission" }} className={buttonClass("primary")}>
            Create an organization
          </Link>
        }
      />
    );
  }
  return <DetailsForm target={target} mission={null} organizations={orgs.data} />;
}

/** Step one: the mission's details. Creates the draft, or updates the mission in hand. */
export function DetailsStep({ target, generation }: { target: WizardTarget; generation: number }) {
  return (
    <WizardLayout
      target={target}
      step="details"
      title={target.mode === "edit" ? "Mission details" : "Create a mission"}
      description="Name the mission, say what it is about and when it runs."
    >
      {target.missionId ? (
        <MissionGate missionId={target.missionId}>
          {(mission) => (
            <DetailsForm key={`${mission.id}:${generation}`} target={target} mission={mission} organizations={[]} />
          )}
        </MissionGate>
      ) : (
        <NewMissionDetails key={generation} target={target} />
      )}
    </WizardLayout>
  );
}
