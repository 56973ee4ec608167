import {
  CONTACT_EXPORT_FIELDS,
  EXPORT_FIELD_LABELS,
  EXPORT_FIELDS,
  EXPORT_FIELDS_REQUIRED_MESSAGE,
  exportFailedMessage,
  exportSchema,
  PARTICIPATION_TOASTS,
  type ExportField,
  formatNumber,
  type OrgMissionView,
} from "@questhq/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Download, Lock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { ModalPanel } from "@/components/ui/modal-panel";
import { lacksTool, tiersWithTool } from "@/features/membership/index";
import { tierEntitlementsQueryOptions } from "@/features/membership/index";
import { useSubscription } from "@/features/users/index";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/toast";
import { downloadWinnersCsv, ExportRequestError } from "./download-winners";

const isContactField = (field: ExportField) => (CONTACT_EXPORT_FIELDS as readonly ExportField[]).includes(field);

/**
 * Contact columns need the winner_contact_export organizer tool (Pro and Whale by default). The form locks them
 * for a tier without it, from the server's tier table, so the 403 is the exception rather than the way to learn.
 */
function useContactExportLock(open: boolean) {
  const { subscription } = useSubscription();
  const tiers = useQuery({ ...tierEntitlementsQueryOptions, enabled: open });
  const isLocked = lacksTool(tiers.data, subscription?.tierName, "winner_contact_export");
  // The lowest tier that has the tool names the badge ("Pro"); the table decides, Pro if it says nothing.
  const unlockingTiers = tiersWithTool(tiers.data, "winner_contact_export");
  return { isLocked, unlockingTiers: unlockingTiers.length > 0 ? unlockingTiers : ["Pro"] };
}

function tierList(tiers: string[]): string {
  return tiers.length <= 1 ? (tiers[0] ?? "") : `${tiers.slice(0, -1).join(", ")} and ${tiers.at(-1)}`;
}

/**
 * The export winners modal: choose the CSV's columns, then download it (docs/product/missions.md#exporting-winners).
 */
export function ExportWinnersModal({
  open,
  mission,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** Kept after closing so the closing animation still shows the same mission. */
  mission: Pick<OrgMissionView, "id" | "title"> | null;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to (the row's button, or the phone menu's trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [fields, setFields] = useState<ExportField[]>([...EXPORT_FIELDS]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  // The server's 403 for contact columns (the tier changed, or the table said nothing): its words, and the lock.
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();
  const lockNoteId = useId();
  const lock = useContactExportLock(open);
  const isContactLocked = lock.isLocked || refusal !== null;
  const download = useMutation({
    mutationFn: (vars: { missionId: string; title: string; fields: ExportField[] }) =>
      downloadWinnersCsv(vars.missionId, vars.title, vars.fields),
    onSuccess: () => {
      notify.success(PARTICIPATION_TOASTS.csvDownloaded);
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ExportRequestError && error.status === 403) return setRefusal(error.message);
      notify.error(exportFailedMessage(error instanceof Error ? error.message : String(error)));
    },
  });
  const available = isContactLocked ? EXPORT_FIELDS.filter((f) => !isContactField(f)) : EXPORT_FIELDS;
  // A locked column stays out of the request even if it was ticked before the tier was known.
  const chosen = fields.filter((f) => available.includes(f));
  const parsed = exportSchema.safeParse({ fields: chosen });
  const error = isSubmitted && !parsed.success ? EXPORT_FIELDS_REQUIRED_MESSAGE : undefined;

  const toggle = (field: ExportField, isOn: boolean) =>
    // Kept in EXPORT_FIELDS order, so the CSV's columns do not depend on the click order.
    setFields((prev) => EXPORT_FIELDS.filter((f) => (f === field ? isOn : prev.includes(f))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!parsed.success || !mission) return;
    download.mutate({ missionId: mission.id, title: mission.title, fields: parsed.data.fields });
  };

  return (
    // The house modal panel itself rather than the lazy Modal: the mission-control chunk already carries the
    // dialog stack. onCloseAutoFocus: opened from the phone menu, the element focused before it is gone, so the
    // section says where focus lands.
    <ModalPanel
      open={open && mission !== null}
      onOpenChange={(next) => {
        if (!next && download.isPending) return;
        if (!next) {
          setIsSubmitted(false);
          setRefusal(null);
        }
        onOpenChange(next);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Export winners"
      description={
        mission
          ? `Download the winners of “${mission.title}” as a CSV file. Choose its columns.`
          : "Download the winners as a CSV file."
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          <legend className="float-left pt-1.5 text-sm font-medium text-ink">Fields to export</legend>
          <div className="mb-2 flex items-center justify-end gap-3">
            <div className="flex gap-1">
              <Button type="button" variant="ghost" size="sm" onClick={() => setFields([...available])}>
                Select all
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setFields([])}>
                Clear
              </Button>
            </div>
          </div>
          <div className="clear-both grid gap-2 sm:grid-cols-2">
            {EXPORT_FIELDS.map((field) => {
              const isLocked = isContactLocked && isContactField(field);
              return (
                <label
                  key={field}
                  className={cn(
                    "flex items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2.5 text-sm",
                    isLocked
                      ? "cursor-not-allowed text-muted"
                      : "cursor-pointer text-ink transition-colors hover:border-line-strong " +
                          "has-[:checked]:border-brand/50 has-[:focus-visible]:outline-2 " +
                          "has-[:focus-visible]:outline-brand",
                  )}
                >
                  <input
                    type="checkbox"
                    name="fields"
                    value={field}
                    checked={!isLocked && fields.includes(field)}
                    disabled={isLocked}
                    aria-describedby={isLocked ? lockNoteId : undefined}
                    onChange={(e) => toggle(field, e.target.checked)}
                    className="size-4 accent-brand"
                  />
                  <span className="min-w-0 flex-1">{EXPORT_FIELD_LABELS[field]}</span>
                  {isLocked ? (
                    <Badge tone="warning">
                      <Lock className="size-3" aria-hidden />
                      {lock.unlockingTiers[0]}
                    </Badge>
                  ) : null}
                </label>
              );
            })}
          </div>
          {isContactLocked ? (
            <p id={lockNoteId} className="mt-2 text-xs text-muted">
              Contact columns come with the {tierList(lock.unlockingTiers)}{" "}
              {lock.unlockingTiers.length > 1 ? "tiers" : "tier"}.{" "}
              <Link
                to="/membership"
                className="font-medium text-brand underline-offset-2 hover:underline"
                onClick={() => onOpenChange(false)}
              >
                See plans
              </Link>
            </p>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-xs font-medium text-danger">
              {error}
            </p>
          ) : null}
        </fieldset>
        {refusal ? <ErrorMessage>{refusal}</ErrorMessage> : null}
        <p className="text-xs text-muted">
          {formatNumber(chosen.length)} of {available.length} fields selected. Only winners are exported; a field a
          winner has not linked stays empty.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" disabled={download.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={download.isPending}>
            {download.isPending ? null : <Download className="size-4" aria-hidden />}
            Download CSV
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}
