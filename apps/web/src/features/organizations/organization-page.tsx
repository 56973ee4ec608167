import { CLIENT_ROUTES } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Building2, ChartLine, Code2 } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { MembersPanel } from "./members-panel";
import { OrganizationHeader } from "./organization-header";
import { OrganizationMissions } from "./organization-missions";
import { OrganizationTwitter } from "./org-twitter";
import { organizationQuery } from "./queries";

const route = getRouteApi("/organizations/$slug");

/** Public organization page with its missions; members also see drafts and the member list, admins manage it. */
export function OrganizationPage() {
  const { slug } = route.useParams();
  const { data: org, error, isPending, refetch } = useQuery(organizationQuery(slug));
  const isMissing = error instanceof ApiError && error.status === 404;
  useDocumentTitle(org?.name ?? (isMissing ? "Organization not found" : CLIENT_ROUTES["/organizations/$slug"].title));

  if (isPending) {
    return (
      <div className="space-y-6" role="status" aria-label="Loading organization">
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (isMissing) {
    return (
      <EmptyState
        icon={Building2}
        title="Organization not found"
        description={`No organization lives at /organizations/${slug}. It may have been renamed.`}
        action={
          <Link to="/organizations" className={buttonClass("primary")}>
            Back to Mission Control
          </Link>
        }
      />
    );
  }
  if (error || !org)
    return <ErrorState error={error} title="This organization could not be loaded" onRetry={() => void refetch()} />;

  return (
    <div className="space-y-8">
      <OrganizationHeader
        org={org}
        extra={<OrganizationTwitter org={org} />}
        actions={
          // Every member reads the missions' figures; only admins manage the developer settings.
          org.role ? (
            <>
              <Link to="/organizations/$slug/analytics" params={{ slug }} className={buttonClass("secondary", "sm")}>
                <ChartLine className="size-4" aria-hidden />
                Analytics
              </Link>
              {org.role === "admin" ? (
                <Link to="/organizations/$slug/developers" params={{ slug }} className={buttonClass("secondary", "sm")}>
                  <Code2 className="size-4" aria-hidden />
                  Developers
                </Link>
              ) : null}
            </>
          ) : null
        }
      />
      <OrganizationMissions org={org} />
      {org.role ? <MembersPanel org={org} /> : null}
    </div>
  );
}
