import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { myOrganizationsQuery } from "@/features/organizations/index";
import { OrgMissionsSection } from "./org-missions-section";

/**
 * Mission Control's missions: a section per organization the user belongs to. The
 * organizations grid above already reports a failed or empty organization list, so this
 * part only waits for it and otherwise stays quiet.
 */
export function MissionControlMissions() {
  const { data, isPending } = useQuery(myOrganizationsQuery);
  if (isPending) {
    return (
      <section aria-label="Missions" className="space-y-3">
        <Skeleton className="h-7 w-40" />
        <div role="status" aria-label="Loading missions" className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      </section>
    );
  }
  if (!data?.length) return null;
  return (
    <section aria-labelledby="missions-title" className="space-y-6">
      <div className="space-y-1">
        <h2 id="missions-title" className="text-lg font-semibold">
          Missions
        </h2>
        <p className="text-sm text-muted">
          Drafts, live and finished missions of each organization, with their numbers and actions.
        </p>
      </div>
      <div className="space-y-10">
        {data.map((org) => (
          <OrgMissionsSection key={org.id} org={org} />
        ))}
      </div>
    </section>
  );
}
