import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ApiError } from "@/lib/api";

/** The organization query answered 404: no organization has this slug (or it was renamed). */
export const isOrganizationMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * What an organization's pages (its page, developers, analytics) show while their organization is not there to show:
 * the page's own skeleton while it loads, "not found" for a slug nobody has, or the failure with a retry.
 */
export function OrganizationState({
  query,
  slug,
  skeleton,
}: {
  query: Pick<UseQueryResult, "isPending" | "error" | "refetch">;
  slug: string;
  skeleton: ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (isOrganizationMissing(query.error)) {
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
  return (
    <ErrorState
      error={query.error}
      title="This organization could not be loaded"
      onRetry={() => void query.refetch()}
    />
  );
}
