import { Link } from "@tanstack/react-router";
import { ArrowLeft, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";

// The states both analytics pages share: loading, a place that does not exist, a person who may not look.

/** Whether a query failed with this HTTP status (403: not a member, 404: gone, 400: a window refused). */
export const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6" role="status" aria-label={label}>
      <Skeleton className="h-20" />
      <Skeleton className="h-16" />
      <div className="grid gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

/** The server answers 403 to anyone outside the organization; a person it knows is not a member is told first. */
export function NotAMember({ orgName, back }: { orgName: string; back: ReactNode }) {
  return (
    <div className="space-y-6">
      {back}
      <EmptyState
        icon={Lock}
        title={`Only members of ${orgName} can see its analytics.`}
        description="Ask an admin of the organization to invite you."
      />
    </div>
  );
}

export function BackLink({ children, ...to }: { children: ReactNode } & BackTarget) {
  return (
    <Link {...to} className="inline-flex items-center gap-1.5 rounded text-sm text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

type BackTarget =
  | { to: "/organizations/$slug"; params: { slug: string } }
  | { to: "/organizations/$slug/analytics"; params: { slug: string } };
