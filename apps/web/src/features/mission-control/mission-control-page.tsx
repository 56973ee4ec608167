import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { MissionControlMissions } from "@/features/mission-control";
import { useOrganizationCreation } from "@/features/users/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { MyInvitations } from "../organizations/index";
import { OrganizationsGrid } from "../organizations/index";

export function MissionControlPage() {
  useRouteTitle("/organizations");
  // Where this server lets only some people create organizations, the others are not offered it.
  const { canCreate } = useOrganizationCreation();
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Organizations"
        title="Mission Control"
        description="The organizations you run or belong to, their missions, and invitations waiting for you."
        actions={
          canCreate ? (
            <Link to="/create-organization" className={buttonClass("primary")}>
              <Plus className="size-4" aria-hidden />
              New organization
            </Link>
          ) : undefined
        }
      />
      <MyInvitations />
      <section aria-labelledby="orgs-title" className="space-y-3">
        <h2 id="orgs-title" className="text-lg font-semibold">
          Your organizations
        </h2>
        <OrganizationsGrid />
      </section>
      <MissionControlMissions />
    </div>
  );
}
