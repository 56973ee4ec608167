import { zodResolver } from "@hookform/resolvers/zod";
import {
  REPORT_FAILED_MESSAGE,
  REPORT_REASONS,
  reportMissionSchema,
  type MissionReportView,
  type ReportMissionInput,
} from "@questhq/core";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/text-field";
import { apiData } from "@/lib/api";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/toast";

export const REPORT_SENT_MESSAGE = "Thanks — your report has been sent.";

type FormValues = z.input<typeof reportMissionSchema>;

/**
 * The report mission modal: anyone, signed in or not, may flag a mission
 * (docs/product/missions.md#reporting-a-mission).
 */
export function ReportMissionModal({
  missionId,
  open,
  onOpenChange,
}: {
  missionId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Report mission"
      description="Tell us what is wrong with this mission. Reports are reviewed by the QuestHQ team."
    >
      {/* Mounted only while open, so a reopened modal starts empty. */}
      {open ? <ReportForm missionId={missionId} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ReportForm({ missionId, onDone }: { missionId: string; onDone(): void }) {
  const groupId = useId();
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, ReportMissionInput>({
    resolver: zodResolver(reportMissionSchema),
    defaultValues: { flag_type: "", notes: "" },
  });
  const reasonError = formState.errors.flag_type?.message;
  const notesError = formState.errors.notes?.message;

  const report = useMutation({
    mutationFn: (values: ReportMissionInput) =>
      apiData<MissionReportView>(`/api/v1/missions/${encodeURIComponent(missionId)}/flag/`, {
        method: "POST",
        body: values,
      }),
    onSuccess: () => {
      notify.success(REPORT_SENT_MESSAGE);
      onDone();
    },
    onError: () => notify.error(REPORT_FAILED_MESSAGE),
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((values) => report.mutate(values))}>
      <fieldset
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the reasons are one choice of native radios
        role="radiogroup"
        aria-labelledby={`${groupId}-legend`}
        aria-describedby={reasonError ? `${groupId}-error` : undefined}
        aria-invalid={reasonError ? true : undefined}
        className="space-y-2"
      >
        <legend id={`${groupId}-legend`} className="mb-2 text-sm font-medium text-ink">
          Reason
        </legend>
        {REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2.5",
              "text-sm text-ink transition-colors",
              "hover:border-line-strong has-[:checked]:border-brand has-[:checked]:bg-brand-soft",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand",
            )}
          >
            <input type="radio" value={reason} className="size-4 accent-brand" {...register("flag_type")} />
            {reason}
          </label>
        ))}
        {reasonError ? (
          <p id={`${groupId}-error`} role="alert" className="text-xs font-medium text-danger">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Additional details"
        hint="Optional."
        maxLength={1000}
        error={notesError}
        {...register("notes")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isLoading={report.isPending}>
          Submit report
        </Button>
      </div>
    </form>
  );
}
