import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2, Plus } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useOrganizationCreation } from "@/features/users/index";
import { OrganizationCard } from "./organization-card";
import { myOrganizationsQuery } from "./queries";

/** The signed-in user's organizations, with loading, error and empty states. */
export function OrganizationsGrid() {
  const { data, error, isPending, refetch } = useQuery(myOrganizationsQuery);
  const creation = useOrganizationCreation();
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading organizations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  if (error)
    return <ErrorState error={error} title="Your organizations could not be loaded" onRetry={() => void refetch()} />;
  if (!data.length) {
    return (
      <EmptyState
        icon={Building2}
        title="You are not in any organization yet"
        description={
          creation.canCreate
            ? "Create one to run missions for your community, or accept an invitation from a team."
            : `${creation.refusal} An organization's admin can invite you to theirs.`
        }
        action={
          creation.canCreate ? (
            <Link to="/create-organization" className={buttonClass("primary")}>
              <Plus className="size-4" aria-hidden />
              Create an organization
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((org) => (
        <li key={org.id}>
          <OrganizationCard org={org} />
        </li>
      ))}
    </ul>
  );
}
