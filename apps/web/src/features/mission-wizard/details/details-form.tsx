import { MISSION_TOASTS, type MissionView, type Organization } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useVisibleChains } from "@/features/config/index";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";
import { clearDetailsDraft, readDetailsDraft, setWizardState, writeDetailsDraft } from "../../mission-shared/index";
import { ChainOptions, ChainSelectField } from "../chain-select-field";
import { missionKeys } from "@/features/mission-shared";
import { DateField } from "../date-field";
import { FileField } from "../file-field";
import { messagesResolver } from "../form-resolver";
import { useFileForm } from "../use-file-form";
import { RichTextControl } from "../rich-text/rich-text-field";
import { nextAfterSave, useStepNavigate, type WizardTarget } from "../wizard-nav";
import {
  checkDetails,
  DETAILS_FIELDS,
  detailsFormData,
  missionValues,
  newMissionValues,
  type DetailsValues,
} from "./details-values";
import { ErrorMessage } from "@/components/ui/error-message";
import { cn } from "@/lib/cn";

const resolver = messagesResolver(checkDetails);

export function DetailsForm({
  target,
  mission,
  organizations,
}: {
  target: WizardTarget;
  /** The saved mission, or null before step one has created it. */
  mission: MissionView | null;
  organizations: Organization[];
}) {
  const queryClient = useQueryClient();
  const goTo = useStepNavigate();
  const chains = useVisibleChains();
  const missionId = mission?.id ?? null;

  const initial = useMemo(() => (mission ? missionValues(mission) : null), [mission]);
  const [draft] = useState(() => readDetailsDraft<Partial<DetailsValues>>(missionId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per mount; later changes live in the form
  const defaults = useMemo<DetailsValues>(() => {
    // "Create mission" on an organization's page names that organization; it wins over a remembered draft's.
    const chosenOrg = organizations.find((o) => o.id === target.organizationId)?.id;
    const base =
      initial ??
      newMissionValues(chosenOrg ?? (organizations.length === 1 ? organizations[0]!.id : ""), chains[0]?.id ?? 1);
    const orgOverride = initial
      ? { organization_id: initial.organization_id }
      : chosenOrg
        ? { organization_id: chosenOrg }
        : {};
    return { ...base, ...(draft ?? {}), ...orgOverride };
  }, []);
  const [isDraftRestored, setIsDraftRestored] = useState(draft !== null);

  const form = useForm<DetailsValues>({ resolver, mode: "onChange", defaultValues: defaults });
  const { register, handleSubmit, formState, control, watch, setError, reset } = form;
  const { errors } = formState;
  const fileForm = useFileForm({ fields: DETAILS_FIELDS, fileFields: ["banner", "banner_url"], setError });

  // Unsaved fields survive a reload (the banner file cannot be kept; it is chosen again).
  useEffect(() => {
    const subscription = watch((values) => writeDetailsDraft(missionId, values));
    return () => subscription.unsubscribe();
  }, [watch, missionId]);

  const chainId = Number(watch("blockchain"));

  const save = useMutation({
    mutationFn: async (values: DetailsValues) => {
      const body = detailsFormData(values, initial, fileForm.file);
      if (!mission)
        return {
          mission: await apiData<MissionView>("/api/v1/missions", { method: "POST", body: body! }),
          isChanged: true,
        };
      if (!body) return { mission, isChanged: false };
      return {
        mission: await apiData<MissionView>(`/api/v1/missions/${encodeURIComponent(mission.id)}`, {
          method: "PUT",
          body,
        }),
        isChanged: true,
      };
    },
    onSuccess: async ({ mission: saved, isChanged }) => {
      clearDetailsDraft(missionId);
      queryClient.setQueryData(missionKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: missionKeys.org(saved.organization.id) });
      if (isChanged) notify.success(mission ? MISSION_TOASTS.updated : MISSION_TOASTS.created);
      const nextTarget: WizardTarget = { ...target, missionId: saved.id };
      if (target.mode === "create") setWizardState({ mode: "create", missionId: saved.id });
      await goTo(nextAfterSave(nextTarget, "details"));
    },
    onError: (error) => fileForm.onSaveError(error),
  });

  // The server keeps a published mission's chain, and a started one's start date (409 otherwise).
  const isPublished = mission !== null && mission.status !== "draft";
  const hasStarted = isPublished && mission.starts_at !== null && Date.parse(mission.starts_at) <= Date.now();

  return (
    <form noValidate onSubmit={handleSubmit(fileForm.submitWith((values) => save.mutate(values)))}>
      <Card className="space-y-6">
        {isDraftRestored ? (
          <div
            className={cn(
              "flex flex-wrap items-center justify-between gap-2 rounded-lg border border-accent/30 bg-accent/10 px-3",
              "py-2 text-sm text-ink",
            )}
          >
            <span>Your unsaved changes were restored.</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                clearDetailsDraft(missionId);
                reset(
                  initial ??
                    newMissionValues(organizations.length === 1 ? organizations[0]!.id : "", chains[0]?.id ?? 1),
                );
                setIsDraftRestored(false);
              }}
            >
              Discard changes
            </Button>
          </div>
        ) : null}

        <SelectField
          label="Organization"
          disabled={mission !== null}
          hint={
            mission
              ? "A mission stays with the organization that created it."
              : "The organization that runs this mission."
          }
          error={errors.organization_id?.message}
          {...register("organization_id")}
        >
          {mission ? (
            <option value={mission.organization.id}>{mission.organization.name}</option>
          ) : (
            <>
              <option value="">Choose an organization</option>
              {organizations.map((org) => (
                <option key={org.id} value={org.id}>
                  {org.name}
                </option>
              ))}
            </>
          )}
        </SelectField>

        <TextField
          label="Title"
          maxLength={100}
          autoComplete="off"
          error={errors.title?.message}
          {...register("title")}
        />

        <RichTextControl
          control={control}
          name="description"
          label="Description"
          error={errors.description?.message}
          placeholder="What is this mission about?"
        />

        <FileField
          label="Banner image"
          allowVideo={false}
          file={fileForm.file}
          currentUrl={mission?.banner_url}
          currentKind="image"
          error={fileForm.fileError}
          onChange={fileForm.chooseFile}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <ChainSelectField
            chainId={chainId}
            label="Blockchain"
            disabled={isPublished}
            hint={isPublished ? "The chain of a published mission cannot change." : undefined}
            error={errors.blockchain?.message}
            {...register("blockchain")}
          >
            <option value="">Choose a chain</option>
            <ChainOptions chains={chains} />
          </ChainSelectField>
          <TextField
            label="Free entries"
            inputMode="numeric"
            hint="Raffle entries each participant gets without spending $HQ."
            error={errors.free_entries?.message}
            {...register("free_entries")}
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            control={control}
            name="start_date"
            label="Start date"
            type="datetime-local"
            disabled={hasStarted}
            hint={hasStarted ? "The mission has started, so its start date stays." : undefined}
            error={errors.start_date?.message}
            deps={["end_date"]}
          />
          <DateField
            control={control}
            name="end_date"
            label="End date"
            type="datetime-local"
            error={errors.end_date?.message}
          />
        </div>

        <label className="flex items-start gap-3 rounded-lg border border-line bg-surface-2 px-3 py-3">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand" {...register("is_multi_entry_enabled")} />
          <span className="space-y-0.5">
            <span className="block text-sm font-medium text-ink">Allow multiple entries</span>
            <span className="block text-xs text-muted">
              Participants may add paid raffle entries beyond their free ones.
            </span>
          </span>
        </label>

        {fileForm.formError ? <ErrorMessage>{fileForm.formError}</ErrorMessage> : null}

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button type="submit" size="lg" isLoading={save.isPending}>
            {target.mode === "edit" || target.isFromReview ? "Save changes" : "Save and continue"}
          </Button>
        </div>
      </Card>
    </form>
  );
}
