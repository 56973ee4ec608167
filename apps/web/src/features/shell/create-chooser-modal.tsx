import { Link } from "@tanstack/react-router";
import { Building2, ChevronRight, Rocket, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Modal } from "@/components/ui/modal";
import { clearCreateMissionState } from "@/features/missions/create-state";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function Choice({
  icon: Icon,
  title,
  text,
  ...link
}: { icon: LucideIcon; title: string; text: string } & Pick<ComponentProps<typeof Link>, "to" | "onClick">) {
  return (
    <Link
      {...link}
      className="group flex items-center gap-4 rounded-xl border border-line bg-surface-2 p-4 transition-colors hover:border-brand/60 hover:bg-surface-3"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
      <ChevronRight className="size-5 text-faint transition-transform group-hover:translate-x-0.5" aria-hidden />
    </Link>
  );
}

/** §2 create chooser: a mission or an organization. */
export function CreateChooserModal({ open, onOpenChange }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="What do you want to create?" description="Missions belong to an organization.">
      <div className="space-y-3">
        <Choice
          icon={Rocket}
          title="Create a mission"
          text="Objectives, rewards and winners for your community."
          to="/create-mission"
          onClick={() => {
            // A new mission starts from an empty form, not a half-finished earlier draft.
            clearCreateMissionState();
            onOpenChange(false);
          }}
        />
        <Choice
          icon={Building2}
          title="Create an organization"
          text="A home for your team's missions and members."
          to="/create-organization"
          onClick={() => onOpenChange(false)}
        />
      </div>
    </Modal>
  );
}
