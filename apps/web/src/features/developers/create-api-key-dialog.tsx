import { zodResolver } from "@hookform/resolvers/zod";
import { API_KEY_MESSAGES, API_SCOPE_LABELS, API_SCOPES, apiKeyCreateSchema } from "@questhq/core";
import type { CreatedApiKeyView } from "@questhq/core/schemas/responses/api-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { FieldMessages, TextField } from "@/components/ui/text-field";
import { ApiError, apiData } from "@/lib/api";
import { cn } from "@/lib/cn";
import { applyFieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { expiryFromDate } from "./developers-format";
import { OneTimeSecret } from "./one-time-secret";
import { developersKeys, organizationBase } from "./queries";

// The form picks a day for the expiry; the API wants an instant, so the day becomes its last moment here and the
// core schema's own message says when it is already past.
const formSchema = apiKeyCreateSchema.omit({ expires_at: true }).extend({
  expires_on: z.string().refine((day) => {
    const iso = expiryFromDate(day);
    return !iso || Date.parse(iso) > Date.now();
  }, API_KEY_MESSAGES.expiryInPast),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const checkRow = cn(
  "flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2.5 text-sm",
  "transition-colors hover:border-line-strong has-[:checked]:border-brand/50",
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand",
);

/** "Create key": name, scopes and an optional expiry; then the key itself, once. */
export function CreateApiKeyDialog({
  orgId,
  open,
  onOpenChange,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", scopes: [], expires_on: "" },
  });

  const create = useMutation({
    mutationFn: ({ expires_on, ...values }: FormOutput) =>
      apiData<CreatedApiKeyView>(`${organizationBase(orgId)}/api-keys`, {
        method: "POST",
        body: { ...values, expires_at: expiryFromDate(expires_on) },
      }),
    onSuccess: (key) => {
      setCreated(key);
      notify.success(`API key "${key.name}" created.`);
      void queryClient.invalidateQueries({ queryKey: developersKeys.all(orgId) });
    },
    onError: (error) => {
      const expiry = error instanceof ApiError ? error.fields?.expires_at?.[0] : undefined;
      if (expiry) setError("expires_on", { type: "server", message: expiry });
      if (!applyFieldErrors(error, setError, ["name", "scopes"]) && !expiry) notify.error(error);
    },
  });

  function close(isOpen: boolean) {
    if (isOpen) return onOpenChange(true);
    onOpenChange(false);
    // The key is gone from the screen for good once the dialog closes.
    setCreated(null);
    reset();
    create.reset();
  }

  const scopesError = formState.errors.scopes?.message ?? formState.errors.scopes?.root?.message;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={created ? "Your new API key" : "Create key"}
      description={created ? undefined : "A key acts for the organization within the scopes you tick."}
    >
      {created ? (
        <div className="space-y-4">
          <OneTimeSecret label={`API key "${created.name}"`} value={created.key} copyLabel="Copy key" />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={handleSubmit((v) => create.mutate(v))} noValidate className="space-y-5">
          <TextField
            label="Name"
            hint="Name it after the system that will use it."
            autoComplete="off"
            error={formState.errors.name?.message}
            {...register("name")}
          />
          <fieldset className="space-y-2" aria-describedby={scopesError ? "api-key-scopes-error" : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-ink">Scopes</legend>
            {API_SCOPES.map((scope) => (
              <label key={scope} className={checkRow}>
                <input type="checkbox" value={scope} className="mt-0.5 size-4 accent-brand" {...register("scopes")} />
                <span className="min-w-0 flex-1">
                  <span className="block font-mono text-xs text-ink">{scope}</span>
                  <span className="block text-muted">{API_SCOPE_LABELS[scope]}</span>
                </span>
              </label>
            ))}
            <FieldMessages id="api-key-scopes" error={scopesError} />
          </fieldset>
          <TextField
            label="Expiry date (optional)"
            type="date"
            hint="The key stops working at the end of this day. Leave it empty for a key that does not expire."
            error={formState.errors.expires_on?.message}
            {...register("expires_on")}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              Create key
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
