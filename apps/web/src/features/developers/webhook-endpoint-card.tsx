import type { WebhookDeliveryView, WebhookEndpointView, WebhookEndpointWithSecretView } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Pencil, RefreshCw, Send, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiData } from "@/lib/api";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/toast";
import { OneTimeSecret } from "./one-time-secret";
import { developersKeys, organizationBase } from "./queries";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookEndpointDialog } from "./webhook-endpoint-dialog";

type Confirming = "delete" | "rotate" | null;

/** One webhook endpoint with its actions; its Deliveries open below it. */
export function WebhookEndpointCard({ orgId, endpoint }: { orgId: string; endpoint: WebhookEndpointView }) {
  const queryClient = useQueryClient();
  const base = `${organizationBase(orgId)}/webhooks/${endpoint.id}`;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const deliveriesId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: developersKeys.all(orgId) });

  const toggle = useMutation({
    mutationFn: (enabled: boolean) => apiData<WebhookEndpointView>(base, { method: "PATCH", body: { enabled } }),
    onSuccess: (saved) => notify.success(saved.enabled ? "Endpoint enabled." : "Endpoint disabled."),
    onError: (error) => notify.error(error),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiData(base, { method: "DELETE" }),
    onSuccess: () => {
      setConfirming(null);
      notify.success("Endpoint deleted.");
    },
    onError: (error) => notify.error(error),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: () => apiData<WebhookEndpointWithSecretView>(`${base}/rotate-secret`, { method: "POST" }),
    onSuccess: (saved) => {
      setConfirming(null);
      setSecret(saved.secret);
      notify.success("Secret rotated: the old one no longer signs deliveries.");
    },
    onError: (error) => notify.error(error),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: () => apiData<WebhookDeliveryView>(`${base}/test`, { method: "POST" }),
    onSuccess: () => {
      notify.success("Test event queued: it shows under Deliveries.");
      setIsShowingDeliveries(true);
    },
    onError: (error) => notify.error(error),
    onSettled: refresh,
  });

  return (
    <li className="space-y-4 rounded-xl border border-line bg-surface-2/40 p-4" data-webhook={endpoint.url}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-mono text-sm break-all text-ink">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
        </div>
        <Badge tone={endpoint.enabled ? "success" : "danger"}>{endpoint.enabled ? "Enabled" : "Disabled"}</Badge>
      </div>
      {!endpoint.enabled && endpoint.disabled_reason ? (
        <p className="text-sm text-danger">{endpoint.disabled_reason}</p>
      ) : null}
      <ul className="flex flex-wrap gap-1.5" aria-label="Events">
        {endpoint.events.map((type) => (
          <li key={type}>
            <Badge tone="brand" className="font-mono">
              {type}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <label className="mr-2 inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            role="switch"
            aria-checked={endpoint.enabled}
            checked={endpoint.enabled}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate(e.target.checked)}
            className="size-4 accent-brand"
          />
          Enabled
        </label>
        <Button variant="secondary" size="sm" isLoading={test.isPending} onClick={() => test.mutate()}>
          <Send className="size-4" aria-hidden />
          Send test event
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming("rotate")}>
          <RefreshCw className="size-4" aria-hidden />
          Rotate secret
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming("delete")}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
      {secret ? (
        <div className="space-y-2">
          <OneTimeSecret label="New signing secret" value={secret} copyLabel="Copy secret" />
          <Button variant="ghost" size="sm" onClick={() => setSecret(null)}>
            I have kept it
          </Button>
        </div>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isShowingDeliveries}
          aria-controls={deliveriesId}
          onClick={() => setIsShowingDeliveries((v) => !v)}
        >
          <ChevronDown className={cn("size-4 transition-transform", isShowingDeliveries && "rotate-180")} aria-hidden />
          Deliveries
        </Button>
        <div id={deliveriesId} className="mt-3">
          {isShowingDeliveries ? <WebhookDeliveries orgId={orgId} endpointId={endpoint.id} /> : null}
        </div>
      </div>
      {/* Keyed by the endpoint's version: the form starts from what was saved last, not from its first values. */}
      <WebhookEndpointDialog
        key={endpoint.updated_at}
        orgId={orgId}
        endpoint={endpoint}
        open={isEditing}
        onOpenChange={setIsEditing}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title="Delete this endpoint?"
        description={`${endpoint.url} gets no more deliveries, and its delivery log is deleted with it.`}
        confirmLabel="Delete endpoint"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirming === "rotate"}
        onOpenChange={(open) => setConfirming(open ? "rotate" : null)}
        title="Rotate the signing secret?"
        description="Deliveries are signed with the new secret from now on; your receiver must use it to verify them."
        confirmLabel="Rotate secret"
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
    </li>
  );
}
