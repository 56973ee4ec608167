import type { ObjectiveView } from "@questhq/core";
import { ChevronRight, Coins, ListChecks } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ProviderIcon } from "../shared/provider-icon";
import { creditsLabel, ObjectiveDrawer } from "./objective-drawer";

/** The mission's objectives in order; each opens the objective drawer. */
export function ObjectivesList({ objectives }: { objectives: ObjectiveView[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = objectives.find((o) => o.id === openId) ?? null;

  if (objectives.length === 0) {
    return <EmptyState icon={ListChecks} title="No objectives yet" description="The organization has not added objectives to this mission." />;
  }

  return (
    <>
      <ol className="space-y-2">
        {objectives.map((objective, index) => (
          <li key={objective.id}>
            <button
              type="button"
              onClick={() => setOpenId(objective.id)}
              aria-haspopup="dialog"
              className="group flex w-full items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-3 text-left transition-colors hover:border-brand/50 hover:bg-surface-3 sm:px-4"
            >
              <span aria-hidden className="w-5 shrink-0 text-center font-mono text-xs text-faint">
                {index + 1}
              </span>
              <span className="grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-surface">
                <ProviderIcon provider={objective.provider} label={objective.provider_name} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink sm:whitespace-normal">{objective.title}</span>
                <span className="block text-xs text-muted">
                  {objective.provider_category}
                  <span className="sm:hidden"> · {creditsLabel(objective.credits)}</span>
                </span>
              </span>
              <span className="hidden shrink-0 items-center gap-1 text-xs font-medium text-accent sm:inline-flex">
                <Coins className="size-3.5" aria-hidden />
                {creditsLabel(objective.credits)}
              </span>
              <ChevronRight className="size-4 shrink-0 text-faint group-hover:text-ink" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <ObjectiveDrawer objective={selected} open={selected !== null} onOpenChange={(open) => !open && setOpenId(null)} />
    </>
  );
}
