import type { MissionCardView, Organization } from "@questhq/core";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus, Rocket } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { InfiniteSentinel } from "@/features/explore/index";
import { nextPath } from "@/features/explore/index";
import { clearCreateMissionState } from "@/features/mission-shared";
import { MissionCard, MissionCardSkeleton } from "@/features/missions/index";
import { missionKeys } from "@/features/mission-shared";
import { apiList } from "@/lib/api";

// Under missionKeys.all, so publishing, pausing or archiving anywhere refreshes this list too.
const organizationMissionsQuery = (orgId: string) =>
  infiniteQueryOptions({
    queryKey: [...missionKeys.all, "organization-page", orgId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiList<MissionCardView>(
        pageParam ? nextPath(pageParam) : `/api/v1/organizations/${encodeURIComponent(orgId)}/mission-cards`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** Starts the wizard blank, for this organization (the details step preselects it). */
function CreateMissionButton({ org }: { org: Organization }) {
  return (
    <Link
      to="/create-mission"
      search={{ organizationId: org.id }}
      onClick={() => clearCreateMissionState()}
      className={buttonClass("primary", "sm")}
    >
      <Plus className="size-4" aria-hidden />
      Create mission
    </Link>
  );
}

/** The organization's missions: published ones for everyone, drafts too for its members. */
export function OrganizationMissions({ org }: { org: Organization }) {
  const query = useInfiniteQuery(organizationMissionsQuery(org.id));
  const isMember = Boolean(org.role);
  const missions = query.data?.pages.flatMap((p) => p.data) ?? [];
  const headingId = `org-page-missions-${org.id}`;
  const now = Date.now();

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Missions
          </h2>
          <p className="text-sm text-muted">
            {isMember
              ? "Published missions and your team's drafts, newest first."
              : `What ${org.name} runs, newest first.`}
          </p>
        </div>
        {isMember ? <CreateMissionButton org={org} /> : null}
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading missions" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <MissionCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title="The missions could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : missions.length === 0 ? (
        <EmptyState
          icon={Rocket}
          title="No missions yet"
          description={
            isMember
              ? "Create the first one: name it, add objectives and a reward, then publish it when it is ready."
              : `${org.name} has not published a mission yet. Come back soon.`
          }
          action={isMember ? <CreateMissionButton org={org} /> : undefined}
        />
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {missions.map((m) => (
              <li key={m.id}>
                <MissionCard mission={m} now={now} />
              </li>
            ))}
          </ul>
          <InfiniteSentinel query={query} />
        </>
      )}
    </section>
  );
}
