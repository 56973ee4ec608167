import { getRouteApi, Link } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useOrganizationCreation } from "@/features/users/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { CreateOrganizationForm } from "./create-organization-form";

const route = getRouteApi("/create-organization");

export function CreateOrganizationPage() {
  useRouteTitle("/create-organization");
  const { next } = route.useSearch();
  const creation = useOrganizationCreation();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Mission Control"
        title="Create an organization"
        description={
          next === "mission"
            ? "Missions are run by organizations. Create yours (you become its first admin); your mission comes next."
            : "Organizations run missions. You become its first admin and can invite your team afterwards."
        }
      />
      {creation.isPending ? (
        <div role="status" aria-label="Loading">
          <Skeleton className="h-64" />
        </div>
      ) : creation.canCreate ? (
        <Card>
          <CreateOrganizationForm thenCreateMission={next === "mission"} />
        </Card>
      ) : (
        // The server's own reason (ORGANIZATION_CREATION), rather than a form it would refuse.
        <EmptyState
          icon={Lock}
          title="You cannot create an organization on this server"
          description={
            <>
              <p>{creation.refusal}</p>
              <p className="mt-2">
                An organization's admin can invite you to theirs; invitations wait for you in Mission Control.
              </p>
            </>
          }
          action={
            <Link to="/organizations" className={buttonClass("primary")}>
              Go to Mission Control
            </Link>
          }
        />
      )}
    </div>
  );
}
