import type { OrgMissionView, OrgRole } from "@questhq/core";
import {
  Archive,
  ChartLine,
  Dices,
  Download,
  EllipsisVertical,
  Pause,
  Pencil,
  Play,
  Rocket,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Fragment, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { missionActions, type MissionActionKey } from "./mission-actions";
import type { LifecycleAction } from "./use-mission-mutations";

const ICONS: Record<MissionActionKey, LucideIcon> = {
  edit: Pencil,
  publish: Rocket,
  pause: Pause,
  resume: Play,
  archive: Archive,
  draw: Dices,
  export: Download,
  view_draw: ShieldCheck,
  analytics: ChartLine,
};
const VARIANTS = {
  edit: "secondary",
  publish: "primary",
  pause: "outline",
  resume: "outline",
  archive: "danger",
  draw: "primary",
  export: "outline",
  view_draw: "ghost",
  analytics: "ghost",
} as const;

export type RowActionsProps = {
  mission: OrgMissionView;
  role: OrgRole | null | undefined;
  /** The lifecycle call in flight for this mission, if any. */
  pending: LifecycleAction | undefined;
  onAction: (mission: OrgMissionView, action: MissionActionKey) => void;
};

/** Desktop: the row's actions as labelled buttons, each naming the mission for screen readers. */
export function MissionActionButtons({ mission, role, pending, onAction }: RowActionsProps) {
  // Analytics is not a row button on wide screens: with a live mission's four actions it pushed the table past its
  // box at 1280 px. Desktop reaches it from the organization's Analytics overview; phones keep it in the menu.
  const actions = missionActions(mission, role).filter((a) => a.key !== "analytics");
  if (!actions.length) return <span className="text-xs text-faint">No actions</span>;
  return (
    <div className="flex justify-end gap-1.5 whitespace-nowrap">
      {actions.map(({ key, label, short }) => {
        const Icon = ICONS[key];
        // Archive is a rare, guarded action: an icon button keeps the row on one line.
        const isIconOnly = key === "archive";
        return (
          <Button
            key={key}
            size="sm"
            variant={VARIANTS[key]}
            aria-label={`${label} ${mission.title}`}
            title={isIconOnly ? "Archive mission" : short ? label : undefined}
            className={isIconOnly ? "w-8 px-0" : undefined}
            isLoading={pending === key}
            disabled={pending !== undefined}
            onClick={() => onAction(mission, key)}
          >
            {pending === key ? null : <Icon className="size-3.5" aria-hidden />}
            {isIconOnly ? null : (short ?? label)}
          </Button>
        );
      })}
    </div>
  );
}

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none " +
  "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-3";

/** Phones: the same actions behind one menu button (Radix: arrow keys, Enter, Escape). */
export function MissionActionsMenu({ mission, role, pending, onAction }: RowActionsProps) {
  const actions = missionActions(mission, role);
  // The chosen action runs once the menu has closed and focus is back on its button, so a
  // dialog it opens (archive) returns focus there instead of to a menu item that is gone.
  const chosen = useRef<MissionActionKey | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!actions.length) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${mission.title}`}
          className="-mr-2 size-9"
        >
          {pending ? <Spinner className="size-4" /> : <EllipsisVertical className="size-5" aria-hidden />}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const key = chosen.current;
            chosen.current = null;
            if (!key) return;
            event.preventDefault();
            trigger.current?.focus();
            onAction(mission, key);
          }}
          className={cn(
            "z-50 min-w-44 rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50",
            "data-[state=open]:animate-fade-in",
          )}
        >
          {actions.map(({ key, label }, i) => {
            const Icon = ICONS[key];
            const isArchive = key === "archive";
            return (
              <Fragment key={key}>
                {isArchive && i > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
                <DropdownMenu.Item
                  className={cn(itemClass, isArchive ? "text-danger" : "text-ink")}
                  disabled={pending !== undefined}
                  onSelect={() => {
                    chosen.current = key;
                  }}
                >
                  <Icon className="size-4" aria-hidden />
                  {isArchive ? "Archive mission" : label}
                </DropdownMenu.Item>
              </Fragment>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
