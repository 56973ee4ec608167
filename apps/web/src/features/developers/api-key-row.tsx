import type { ApiKeyView } from "@questhq/core/schemas/responses/api-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LabelledValue } from "@/components/ui/labelled-value";
import { apiData } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/toast";
import { API_KEY_STATE_LABELS, apiKeyState } from "./developers-format";
import { developersKeys, organizationBase } from "./queries";

/** One API key: its facts as a stacked card on phones and a row of columns on wide screens; Revoke asks first. */
export function ApiKeyRow({ orgId, apiKey }: { orgId: string; apiKey: ApiKeyView }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const state = apiKeyState(apiKey);
  const badge = API_KEY_STATE_LABELS[state];

  const revoke = useMutation({
    mutationFn: () => apiData<ApiKeyView>(`${organizationBase(orgId)}/api-keys/${apiKey.id}`, { method: "DELETE" }),
    onSuccess: () => {
      setIsConfirming(false);
      notify.success(`API key "${apiKey.name}" revoked.`);
    },
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: developersKeys.all(orgId) }),
  });

  return (
    <li className="space-y-3 px-4 py-4" data-api-key={apiKey.prefix}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 font-medium break-words text-ink">{apiKey.name}</p>
        <code className="rounded bg-surface-3 px-1.5 py-0.5 font-mono text-xs text-muted">{apiKey.prefix}…</code>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {state === "active" ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-label={`Revoke ${apiKey.name}`}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden />
            Revoke
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Scopes">
        {apiKey.scopes.map((scope) => (
          <li key={scope}>
            <Badge tone="brand" className="font-mono">
              {scope}
            </Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <LabelledValue label="Created">{formatDate(apiKey.created_at)}</LabelledValue>
        <LabelledValue label="Last used">
          {apiKey.last_used_at ? formatDate(apiKey.last_used_at) : "Never"}
        </LabelledValue>
        <LabelledValue label="Expires">{apiKey.expires_at ? formatDate(apiKey.expires_at) : "Never"}</LabelledValue>
        <LabelledValue label="Revoked">{apiKey.revoked_at ? formatDate(apiKey.revoked_at) : "No"}</LabelledValue>
      </dl>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Revoke ${apiKey.name}?`}
        description="Systems using this key are refused from their very next request. This cannot be undone."
        confirmLabel="Revoke key"
        isPending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}
