import { MISSION_TOASTS, type ObjectiveTemplate, type ObjectiveView } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useVisibleChains } from "@/features/config/index";
import { apiData, errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { missionKeys, ProviderIcon } from "@/features/mission-shared";
import { messagesResolver, serverFieldMessages } from "../form-resolver";
import { ObjectiveField } from "./objective-field";
import {
  checkObjective,
  CREDITS_FIELD,
  initialFormValues,
  knownTokenOf,
  parseCredits,
  toApiValues,
  type ObjectiveFormValues,
} from "./objective-values";
import { ErrorMessage } from "@/components/ui/error-message";

/** Prefills decimals and symbol of a well-known token (USDC, USDT, WETH) when its contract is entered. */
function useKnownTokenPrefill(template: ObjectiveTemplate, form: ReturnType<typeof useForm<ObjectiveFormValues>>) {
  const hasTokenFields = template.fields.some((f) => f.name === "token_decimals");
  const chain = form.watch("blockchain");
  const contract = form.watch("contract_address");
  const lastFilled = useRef<{ decimals: string; symbol: string } | null>(null);
  useEffect(() => {
    if (!hasTokenFields) return;
    const known = knownTokenOf({ blockchain: chain, contract_address: contract });
    if (!known) return;
    const decimals = String(form.getValues("token_decimals") ?? "");
    const symbol = String(form.getValues("token_symbol") ?? "");
    // Only fill what is empty or was filled by us before, never what the creator typed.
    const isOurs = (value: string, key: "decimals" | "symbol") => value === "" || value === lastFilled.current?.[key];
    const next = { decimals: String(known.decimals), symbol: known.symbol };
    if (isOurs(decimals, "decimals")) form.setValue("token_decimals", next.decimals, { shouldDirty: true });
    if (isOurs(symbol, "symbol")) form.setValue("token_symbol", next.symbol, { shouldDirty: true });
    lastFilled.current = next;
  }, [chain, contract, form, hasTokenFields]);
}

/** Where a new objective goes when it is not a mission's (a Saga week's challenge in the operator area). */
export type ObjectiveSaveTarget = {
  save(body: { template: string; values: Record<string, unknown>; credits: number | null }): Promise<unknown>;
};

export function ObjectiveForm({
  missionId,
  saveTarget,
  template,
  objective,
  onDone,
  onCancel,
}: {
  missionId: string;
  /** Saves somewhere else than the mission's objectives (missionId is then ignored). */
  saveTarget?: ObjectiveSaveTarget;
  template: ObjectiveTemplate;
  /** The objective being edited, or null for a new one. */
  objective: ObjectiveView | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  // On-chain objectives are checked with EVM calls: only EVM chains are offered.
  const chains = useVisibleChains({ isEvmOnly: true });
  const resolver = useMemo(
    () => messagesResolver<ObjectiveFormValues>((values) => checkObjective(template, values)),
    [template],
  );
  const form = useForm<ObjectiveFormValues>({
    resolver,
    mode: "onChange",
    defaultValues: initialFormValues(template, objective),
  });
  const { handleSubmit, setError, formState, register } = form;
  const [formError, setFormError] = useState<string | null>(null);
  useKnownTokenPrefill(template, form);

  const save = useMutation({
    mutationFn: (values: ObjectiveFormValues) => {
      // The resolver has refused anything else already; this only narrows the type.
      const credits = parseCredits(values[CREDITS_FIELD]);
      if ("error" in credits) throw new Error(credits.error);
      const body = {
        mission: missionId,
        template: template.key,
        values: toApiValues(template, values),
        // Always sent: a replacement without credits would reset them to the default.
        credits: credits.credits,
      };
      if (saveTarget) return saveTarget.save({ template: body.template, values: body.values, credits: body.credits });
      return objective
        ? apiData<ObjectiveView>(`/api/v1/objectives/${encodeURIComponent(objective.id)}`, { method: "PUT", body })
        : apiData<ObjectiveView>("/api/v1/objectives", { method: "POST", body });
    },
    onSuccess: async () => {
      notify.success(objective ? MISSION_TOASTS.objectiveUpdated : MISSION_TOASTS.objectiveCreated);
      if (saveTarget) return onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.objectives(missionId) }),
        queryClient.invalidateQueries({ queryKey: missionKeys.detail(missionId) }),
      ]);
      onDone();
    },
    onError: (error) => {
      // "Objective could not be saved." plus the field messages next to their fields (docs/product/errors.md#missions).
      notify.error(MISSION_TOASTS.objectiveSaveFailed);
      const names = [...template.fields.map((f) => f.name), CREDITS_FIELD];
      const { fields, rest } = serverFieldMessages(error, names, "values.");
      for (const [name, message] of Object.entries(fields)) setError(name, { type: "server", message });
      setFormError(Object.keys(fields).length === 0 ? errorMessage(error) : (rest[0] ?? null));
    },
  });

  const rootError = formState.errors.root?.message;

  // The form opens on a user's choice: bring it into view and put the cursor in its first field.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    el.scrollIntoView({ block: "start" });
    el.querySelector<HTMLElement>("input, select, textarea")?.focus({ preventScroll: true });
  }, []);

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="objective-form-title"
      className="scroll-mt-24 space-y-5"
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        save.mutate(values);
      })}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-surface-3">
          <ProviderIcon provider={template.provider} />
        </span>
        <div className="min-w-0">
          <h3 id="objective-form-title" className="font-semibold text-ink">
            {objective ? `Edit: ${template.title}` : template.title}
          </h3>
          <p className="text-sm text-muted">
            {template.providerName} · {template.description}
          </p>
        </div>
      </div>
      <div className="space-y-4">
        {template.fields.map((field) => (
          <ObjectiveField key={field.name} template={template} field={field} form={form} chains={chains} />
        ))}
        <TextField
          label="Credits"
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          step={1}
          autoComplete="off"
          className="sm:max-w-48"
          placeholder="Default"
          hint={
            "Earned by each participant who completes this objective (0 to 10000). Leave blank for the mission " +
            "type's default: 10, or 100 on allowlists, 500 on mainnet NFT mints and 100 on testnet mints."
          }
          error={formState.errors[CREDITS_FIELD]?.message as string | undefined}
          {...register(CREDITS_FIELD)}
        />
      </div>
      {rootError || formError ? <ErrorMessage>{rootError ?? formError}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          Save objective
        </Button>
      </div>
    </form>
  );
}
