import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2, ChevronRight, Inbox, Rocket, type LucideIcon } from "lucide-react";
import { Modal } from "@/components/ui/modal";
import { clearCreateMissionState } from "@/features/mission-shared";
import { myOrganizationsQuery } from "@/features/organizations/index";
import { useOrganizationCreation } from "@/features/users/index";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const CHOICE_CLASS =
  "group flex items-center gap-4 rounded-xl border border-line bg-surface-2 p-4 transition-colors " +
  "hover:border-brand/60 hover:bg-surface-3";

/** The inside of a choice; the caller's Link (typed for its own route and search) wraps it. */
function Choice({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
      <ChevronRight className="size-5 text-faint transition-transform group-hover:translate-x-0.5" aria-hidden />
    </>
  );
}

/**
 * The create chooser (docs/product/screens.md#modals): a mission or an organization. Someone who runs no organization
 * yet is told that creating a mission starts with one, and the wizard follows it. Where the server lets only some
 * people create organizations (ORGANIZATION_CREATION), the others are not offered one: they are told why, and pointed
 * at their invitations.
 */
export function CreateChooserModal({ open, onOpenChange }: Props) {
  const orgs = useQuery({ ...myOrganizationsQuery, enabled: open });
  const creation = useOrganizationCreation();
  const needsOrganization = orgs.data?.length === 0;
  if (needsOrganization && !creation.canCreate) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="What do you want to create?"
        description="Missions belong to an organization."
      >
        <div className="space-y-3">
          <p className="rounded-xl border border-line bg-surface-2 p-4 text-sm text-muted">
            You are not in an organization yet. {creation.refusal} An organization's admin can invite you to theirs.
          </p>
          <Link to="/organizations" className={CHOICE_CLASS} onClick={() => onOpenChange(false)}>
            <Choice icon={Inbox} title="Mission Control" text="Your invitations, and the organizations you join." />
          </Link>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="What do you want to create?"
      description="Missions belong to an organization."
    >
      <div className="space-y-3">
        {needsOrganization ? (
          <Link
            to="/create-organization"
            search={{ next: "mission" }}
            className={CHOICE_CLASS}
            onClick={() => onOpenChange(false)}
          >
            <Choice
              icon={Rocket}
              title="Create a mission"
              text="First the organization that runs it (you become its admin), then the mission."
            />
          </Link>
        ) : (
          <Link
            to="/create-mission"
            className={CHOICE_CLASS}
            onClick={() => {
              // A new mission starts from an empty form, not a half-finished earlier draft.
              clearCreateMissionState();
              onOpenChange(false);
            }}
          >
            <Choice icon={Rocket} title="Create a mission" text="Objectives, rewards and winners for your community." />
          </Link>
        )}
        {creation.canCreate ? (
          <Link to="/create-organization" className={CHOICE_CLASS} onClick={() => onOpenChange(false)}>
            <Choice
              icon={Building2}
              title="Create an organization"
              text="A home for your team's missions and members."
            />
          </Link>
        ) : null}
      </div>
    </Modal>
  );
}
