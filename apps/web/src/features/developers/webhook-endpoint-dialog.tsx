import { zodResolver } from "@hookform/resolvers/zod";
import {
  WEBHOOK_EVENT_TYPES,
  webhookCreateSchema,
  type WebhookEndpointView,
  type WebhookEndpointWithSecretView,
} from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { FieldMessages, TextField } from "@/components/ui/text-field";
import { apiData } from "@/lib/api";
import { cn } from "@/lib/cn";
import { applyFieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { OneTimeSecret } from "./one-time-secret";
import { developersKeys, organizationBase } from "./queries";

type FormInput = z.input<typeof webhookCreateSchema>;
type FormOutput = z.output<typeof webhookCreateSchema>;

// `ping` is the test event ("Send test event"), sent whatever an endpoint listens for, so it is not offered here.
const PICKABLE_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== "ping");

const checkRow = cn(
  "flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm",
  "transition-colors hover:border-line-strong has-[:checked]:border-brand/50",
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand",
);

type Props = {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint being edited; none for "Add endpoint". */
  endpoint?: WebhookEndpointView;
};

/**
 * "Add endpoint" (URL, description, events; then its signing secret, once) and the same form to edit an endpoint's
 * URL and events (the API does not change a description after creation).
 */
export function WebhookEndpointDialog({ orgId, open, onOpenChange, endpoint }: Props) {
  const queryClient = useQueryClient();
  const isEdit = Boolean(endpoint);
  const [created, setCreated] = useState<WebhookEndpointWithSecretView | null>(null);
  const defaults = {
    url: endpoint?.url ?? "",
    description: endpoint?.description ?? "",
    events: endpoint?.events ?? [],
  };
  const { register, handleSubmit, formState, reset, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: defaults,
  });

  const save = useMutation({
    mutationFn: (values: FormOutput) =>
      endpoint
        ? apiData<WebhookEndpointView>(`${organizationBase(orgId)}/webhooks/${endpoint.id}`, {
            method: "PATCH",
            body: { url: values.url, events: values.events },
          })
        : apiData<WebhookEndpointWithSecretView>(`${organizationBase(orgId)}/webhooks`, {
            method: "POST",
            body: values,
          }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: developersKeys.all(orgId) });
      if (isEdit) {
        notify.success("Endpoint saved.");
        close(false);
        return;
      }
      notify.success("Endpoint added.");
      setCreated(saved as WebhookEndpointWithSecretView);
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, ["url", "description", "events"])) notify.error(error);
    },
  });

  function close(isOpen: boolean) {
    if (isOpen) return onOpenChange(true);
    onOpenChange(false);
    // The secret leaves the screen for good with the dialog.
    setCreated(null);
    reset(defaults);
    save.reset();
  }

  const eventsError = formState.errors.events?.message ?? formState.errors.events?.root?.message;
  const title = created ? "Your endpoint's signing secret" : isEdit ? "Edit endpoint" : "Add endpoint";
  return (
    <Modal open={open} onOpenChange={close} title={title}>
      {created ? (
        <div className="space-y-4">
          <p className="text-sm break-all text-muted">{created.url}</p>
          <OneTimeSecret label="Signing secret" value={created.secret} copyLabel="Copy secret" />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate className="space-y-5">
          <TextField
            label="Endpoint URL"
            type="url"
            placeholder="https://example.org/questhq"
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.url?.message}
            {...register("url")}
          />
          {isEdit ? null : (
            <TextField
              label="Description (optional)"
              autoComplete="off"
              error={formState.errors.description?.message}
              {...register("description")}
            />
          )}
          <fieldset className="space-y-2" aria-describedby={eventsError ? "webhook-events-error" : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-ink">Events</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PICKABLE_EVENTS.map((type) => (
                <label key={type} className={checkRow}>
                  <input type="checkbox" value={type} className="size-4 accent-brand" {...register("events")} />
                  <span className="min-w-0 font-mono text-xs break-all text-ink">{type}</span>
                </label>
              ))}
            </div>
            <FieldMessages id="webhook-events" error={eventsError} />
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              {isEdit ? "Save endpoint" : "Add endpoint"}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
