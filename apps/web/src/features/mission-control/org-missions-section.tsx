import type { Organization, OrgMissionView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Plus, Rocket, SearchX } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { type ReactNode, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { OrgLogo } from "@/features/organizations/index";
import { RoleBadge } from "@/features/organizations/index";
import { clearCreateMissionState, setWizardState } from "@/features/mission-shared";
import { orgMissionsQuery } from "@/features/mission-shared";
import { ArchiveMissionModal } from "./archive-mission-modal";
import { DrawWinnersDialog } from "./draw-winners-dialog";
import { ExportWinnersModal } from "./export-winners-modal";
import type { MissionActionKey } from "./mission-actions";
import {
  countByFilter,
  isMissionFilterKey,
  matchesFilter,
  MISSION_FILTERS,
  type MissionFilterKey,
} from "./mission-filters";
import { MissionCards, MissionsTable } from "./missions-table";
import { useMissionLifecycle, usePendingLifecycle } from "./use-mission-mutations";

function CreateMissionLink({ orgId, variant = "primary" }: { orgId: string; variant?: "primary" | "secondary" }) {
  return (
    // The wizard starts blank (a half-finished create form from earlier is forgotten:
    // docs/product/screens.md#mobile-menu), for this organization.
    <Link
      to="/create-mission"
      search={{ organizationId: orgId }}
      onClick={() => clearCreateMissionState()}
      className={buttonClass(variant, "sm")}
    >
      <Plus className="size-4" aria-hidden />
      Create mission
    </Link>
  );
}

function MissionsSkeleton() {
  return (
    <div role="status" aria-label="Loading missions" className="space-y-2">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

function StatusFilter({
  orgName,
  value,
  counts,
  onChange,
}: {
  orgName: string;
  value: MissionFilterKey;
  counts: Record<MissionFilterKey, number>;
  onChange: (key: MissionFilterKey) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Clicking the active filter again would clear it; keep one filter always chosen.
      onValueChange={(next) => {
        if (next && isMissionFilterKey(next)) onChange(next);
      }}
      aria-label={`Filter ${orgName} missions by status`}
      className="flex flex-wrap gap-1.5"
    >
      {MISSION_FILTERS.map((f) => (
        <ToggleGroup.Item
          key={f.key}
          value={f.key}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors",
            "border-line text-muted hover:border-line-strong hover:text-ink",
            "data-[state=on]:border-brand/50 data-[state=on]:bg-brand-soft data-[state=on]:text-ink",
          )}
        >
          {f.label}
          <span className="text-xs tabular-nums text-faint">{counts[f.key]}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

function visibleMissionLink(missionId: string | undefined): HTMLElement | null {
  if (!missionId) return null;
  const links = document.querySelectorAll<HTMLElement>(`[data-mission-id="${CSS.escape(missionId)}"] a`);
  return Array.from(links).find((el) => el.offsetParent !== null) ?? null;
}

/** One organization's missions in Mission Control: filter, table or cards, lifecycle actions. */
export function OrgMissionsSection({ org }: { org: Organization }) {
  const { data, error, isPending, refetch } = useQuery(orgMissionsQuery(org.id));
  const [filter, setFilter] = useState<MissionFilterKey>("all");
  const [archive, setArchive] = useState<{ open: boolean; mission: OrgMissionView | null }>({
    open: false,
    mission: null,
  });
  /** The draw and export dialogs: which one is open, for which mission (kept while it animates out). */
  const [dialog, setDialog] = useState<{ kind: "draw" | "export" | null; mission: OrgMissionView | null }>({
    kind: null,
    mission: null,
  });
  const navigate = useNavigate();
  const lifecycle = useMissionLifecycle({ onArchived: () => setArchive((a) => ({ ...a, open: false })) });
  /** Where focus goes back to when the archive dialog closes. */
  const opener = useRef<HTMLElement | null>(null);
  const pending = usePendingLifecycle();
  const headingId = `org-missions-${org.id}`;
  const activeLabel = MISSION_FILTERS.find((f) => f.key === filter)!.label;

  /** A row dialog's onCloseAutoFocus: back to what opened it, or to the mission's title when that is gone. */
  const refocusOnClose = (missionId: string | undefined) => (event: Event) => {
    event.preventDefault();
    const target =
      opener.current?.isConnected && opener.current.offsetParent ? opener.current : visibleMissionLink(missionId);
    target?.focus();
  };

  const onAction = (mission: OrgMissionView, action: MissionActionKey) => {
    if (action === "edit") {
      // The wizard keeps its mode and mission in session state; tell it which mission to edit.
      setWizardState({ mode: "edit", missionId: mission.id });
      void navigate({ to: "/edit-mission/$missionId/review", params: { missionId: mission.id } });
    } else if (action === "archive") {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setArchive({ open: true, mission });
    } else if (action === "draw" || action === "export") {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDialog({ kind: action, mission });
    } else if (action === "view_draw") {
      void navigate({ to: "/missions/$slug/draw", params: { slug: mission.slug } });
    } else if (action === "analytics") {
      void navigate({
        to: "/organizations/$slug/missions/$missionId/analytics",
        params: { slug: org.slug, missionId: mission.id },
      });
    } else {
      lifecycle.mutate({ missionId: mission.id, action });
    }
  };

  let body: ReactNode;
  if (isPending) body = <MissionsSkeleton />;
  else if (error)
    body = <ErrorState error={error} title="Missions could not be loaded" onRetry={() => void refetch()} />;
  else if (!data.length) {
    body = (
      <EmptyState
        icon={Rocket}
        title="No missions yet"
        description={`Missions of ${org.name} show up here, from the first draft to the last winner.`}
        action={<CreateMissionLink orgId={org.id} />}
      />
    );
  } else {
    const counts = countByFilter(data);
    const shown = data.filter((m) => matchesFilter(m, filter));
    const caption = filter === "all" ? `${org.name} missions` : `${org.name} missions: ${activeLabel}`;
    const rowProps = (m: OrgMissionView) => ({ role: org.role, pending: pending.get(m.id), onAction });
    body = (
      <div className="space-y-4">
        <StatusFilter orgName={org.name} value={filter} counts={counts} onChange={setFilter} />
        {shown.length ? (
          <>
            <MissionsTable missions={shown} caption={caption} rowProps={rowProps} />
            <MissionCards missions={shown} caption={caption} rowProps={rowProps} />
          </>
        ) : (
          <EmptyState
            icon={SearchX}
            title={`No ${activeLabel.toLowerCase()} missions`}
            description="Missions in this state will show up here."
            action={
              <Button variant="secondary" size="sm" onClick={() => setFilter("all")}>
                Show all missions
              </Button>
            }
          />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <OrgLogo src={org.logo} name={org.name} className="size-9 rounded-lg" />
          <h3 id={headingId} className="min-w-0 truncate font-semibold text-ink">
            <Link to="/organizations/$slug" params={{ slug: org.slug }} className="hover:underline">
              {org.name}
            </Link>
          </h3>
          {org.role ? <RoleBadge role={org.role} /> : null}
        </div>
        <CreateMissionLink orgId={org.id} />
      </div>
      {org.role === "member" ? (
        <p className="text-xs text-muted">
          Only organization admins can draw winners, export them and archive missions.
        </p>
      ) : null}
      {body}
      <ArchiveMissionModal
        open={archive.open}
        mission={archive.mission}
        isPending={archive.mission !== null && pending.get(archive.mission.id) === "archive"}
        onConfirm={(missionId) => lifecycle.mutate({ missionId, action: "archive" })}
        onClose={() => setArchive((a) => ({ ...a, open: false }))}
        // An archived mission has no actions left: its button is gone, so land on its title.
        onCloseAutoFocus={refocusOnClose(archive.mission?.id)}
      />
      <DrawWinnersDialog
        open={dialog.kind === "draw"}
        mission={dialog.kind === "export" ? null : dialog.mission}
        onClose={() => setDialog((d) => ({ ...d, kind: null }))}
        // Once drawn, the row offers Export instead of Draw: the old button may be gone.
        onCloseAutoFocus={refocusOnClose(dialog.mission?.id)}
      />
      <ExportWinnersModal
        open={dialog.kind === "export"}
        mission={dialog.kind === "draw" ? null : dialog.mission}
        onOpenChange={(next) => setDialog((d) => ({ ...d, kind: next ? "export" : null }))}
        onCloseAutoFocus={refocusOnClose(dialog.mission?.id)}
      />
    </section>
  );
}
