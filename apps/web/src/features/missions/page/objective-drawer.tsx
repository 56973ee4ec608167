import type { ObjectiveView } from "@questhq/core";
import { Coins, Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { ProviderIcon } from "@/features/mission-shared";
import { useExplorer } from "@/features/config/index";
import { objectiveDescription, objectiveDetailRows } from "./objective-details";
import { creditsLabel, earnedCredits, objectiveActionLabel } from "./objective-labels";

export type ObjectiveDrawerParts = {
  /** The viewer's Completed / Incomplete / Pending badge (completeObjective drawer). */
  status?: ReactNode;
  /** The way to complete the objective; without it a disabled preview of the action shows. */
  action?: ReactNode;
};

/**
 * The objective drawer (docs/product/screens.md#drawers): what one objective asks for, worded per
 * template. The mission page passes the viewer's status and action (participation/); the
 * mission wizard's previews show the action disabled.
 */
export function ObjectiveDrawer(
  props: { objective: ObjectiveView | null; open: boolean; onOpenChange(open: boolean): void } & ObjectiveDrawerParts,
) {
  const { objective, open, onOpenChange, status, action } = props;
  // Keep showing the last objective while the drawer slides out after the parent clears it.
  const [shown, setShown] = useState(objective);
  if (objective && objective !== shown) setShown(objective);
  const current = objective ?? shown;

  return (
    <Drawer
      open={open && current !== null}
      onOpenChange={onOpenChange}
      title={current?.title ?? "Objective"}
      description={current ? `${current.provider_name} objective` : undefined}
      className="max-sm:w-full max-sm:max-w-none sm:max-w-md"
    >
      {current ? <ObjectiveDrawerBody objective={current} status={status} action={action} /> : null}
    </Drawer>
  );
}

function ObjectiveDrawerBody({ objective, status, action }: { objective: ObjectiveView } & ObjectiveDrawerParts) {
  const rows = objectiveDetailRows(objective, useExplorer());
  const description = objectiveDescription(objective);
  const hintId = `objective-${objective.id}-hint`;
  return (
    <div className="flex min-h-full flex-col gap-6 p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl border border-line bg-surface-2">
          <ProviderIcon provider={objective.provider} label={objective.provider_name} className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-ink">{objective.provider_name}</p>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge>{objective.provider_category}</Badge>
            {status}
          </div>
        </div>
        <Badge tone="accent" className="ml-auto">
          <Coins className="size-3.5" aria-hidden />
          {creditsLabel(earnedCredits(objective))}
        </Badge>
      </div>

      {description ? <p className="text-sm whitespace-pre-line text-muted">{description}</p> : null}

      {rows.length > 0 ? (
        <dl className="divide-y divide-line rounded-xl border border-line bg-surface-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <dt className="shrink-0 text-muted sm:w-32">{row.label}</dt>
              <dd className="min-w-0 text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <div className="mt-auto space-y-2 border-t border-line pt-5">
        {action ?? (
          <>
            <Button className="w-full" disabled aria-describedby={hintId}>
              {objectiveActionLabel(objective)}
            </Button>
            <p id={hintId} className="flex items-center justify-center gap-1.5 text-xs text-muted">
              <Lock className="size-3.5" aria-hidden />
              Sign in to participate
            </p>
          </>
        )}
      </div>
    </div>
  );
}
