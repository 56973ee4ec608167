import { CLIENT_ROUTES } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ChartLine, Code2 } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { MembersPanel } from "./members-panel";
import { OrganizationHeader } from "./organization-header";
import { isOrganizationMissing, OrganizationState } from "./organization-state";
import { OrganizationMissions } from "./organization-missions";
import { OrganizationTwitter } from "./org-twitter";
import { organizationQuery } from "./queries";

const route = getRouteApi("/organizations/$slug");

/** Public organization page with its missions; members also see drafts and the member list, admins manage it. */
export function OrganizationPage() {
  const { slug } = route.useParams();
  const query = useQuery(organizationQuery(slug));
  const { data: org, error, isPending } = query;
  const isMissing = isOrganizationMissing(error);
  useDocumentTitle(org?.name ?? (isMissing ? "Organization not found" : CLIENT_ROUTES["/organizations/$slug"].title));

  if (isPending || error || !org) {
    return (
      <OrganizationState
        query={query}
        slug={slug}
        skeleton={
          <div className="space-y-6" role="status" aria-label="Loading organization">
            <Skeleton className="h-48" />
            <Skeleton className="h-64" />
          </div>
        }
      />
    );
  }

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
