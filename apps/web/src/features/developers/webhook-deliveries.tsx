import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatusName, type WebhookDeliveryView } from "@questhq/core";
import { countOf } from "@questhq/core/plural";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Inbox, RotateCw } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MoreButton } from "@/components/ui/more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiData } from "@/lib/api";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/toast";
import { DELIVERY_STATUS_LABELS, attemptOutcome, formatDateTime, isSuccessfulAttempt } from "./developers-format";
import { deliveriesPage, developersKeys, organizationBase } from "./queries";

type Filter = WebhookDeliveryStatusName | "all";
const FILTERS: Filter[] = ["all", ...WEBHOOK_DELIVERY_STATUSES];
const FILTER_LABELS: Record<Filter, string> = {
  all: "All",
  pending: "Pending",
  succeeded: "Succeeded",
  failed: "Failed",
};
// Pending deliveries move on their own (the delivery job runs every half second or so): the open log follows them.
const REFRESH_MS = 3_000;

/** An endpoint's Deliveries (docs/product/developers.md#webhooks): newest first, filtered by status. */
export function WebhookDeliveries({ orgId, endpointId }: { orgId: string; endpointId: string }) {
  const [status, setStatus] = useState<Filter>("all");
  const query = useInfiniteQuery({
    queryKey: developersKeys.deliveries(orgId, endpointId, status),
    queryFn: ({ pageParam }) => deliveriesPage(orgId, endpointId, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.data.some((d) => d.status === "pending")) ? REFRESH_MS : false,
  });
  const deliveries = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section aria-label="Deliveries" className="space-y-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would change the layout (min-content width) */}
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={status === f ? "secondary" : "ghost"}
            aria-pressed={status === f}
            onClick={() => setStatus(f)}
          >
            {FILTER_LABELS[f]}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading deliveries">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} title="Deliveries could not be loaded" onRetry={() => void query.refetch()} />
      ) : deliveries.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={status === "all" ? "No deliveries yet" : `No ${FILTER_LABELS[status].toLowerCase()} deliveries`}
          description="Events this endpoint listens for show here, and so does a test event."
        />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} orgId={orgId} endpointId={endpointId} delivery={delivery} />
          ))}
        </ul>
      )}
      <MoreButton query={query} size="sm">
        Load more
      </MoreButton>
    </section>
  );
}

function DeliveryRow({
  orgId,
  endpointId,
  delivery,
}: {
  orgId: string;
  endpointId: string;
  delivery: WebhookDeliveryView;
}) {
  const queryClient = useQueryClient();
  const badge = DELIVERY_STATUS_LABELS[delivery.status];
  const redeliver = useMutation({
    mutationFn: () =>
      apiData<WebhookDeliveryView>(
        `${organizationBase(orgId)}/webhooks/${endpointId}/deliveries/${delivery.id}/redeliver`,
        { method: "POST" },
      ),
    onSuccess: () => notify.success("Redelivery queued, with the same webhook-id."),
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: developersKeys.webhooks(orgId) }),
  });

  return (
    <li className="space-y-2 px-3 py-3" data-delivery={delivery.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-mono text-sm text-ink">{delivery.event_type}</span>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="text-xs text-muted">{countOf(delivery.attempts, "attempt")}</span>
        <span className="text-xs text-muted">{formatDateTime(delivery.created_at)}</span>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          isLoading={redeliver.isPending}
          onClick={() => redeliver.mutate()}
        >
          <RotateCw className="size-4" aria-hidden />
          Redeliver
        </Button>
      </div>
      {delivery.attempt_log.length > 0 ? (
        <details className="group rounded-lg border border-line bg-canvas/40">
          <summary className="cursor-pointer px-3 py-2 text-sm text-muted hover:text-ink">
            Attempts ({delivery.attempt_log.length})
          </summary>
          <ol className="space-y-2 px-3 pb-3">
            {delivery.attempt_log.map((attempt) => (
              <li key={attempt.attempted_at} className="space-y-1 border-t border-line pt-2 text-sm">
                <div className="flex flex-wrap gap-x-3">
                  <span className="text-muted">{formatDateTime(attempt.attempted_at)}</span>
                  <span className={isSuccessfulAttempt(attempt) ? "text-success" : "text-danger"}>
                    {attemptOutcome(attempt)}
                  </span>
                </div>
                {attempt.response_excerpt ? (
                  <pre
                    className={cn(
                      "max-h-40 overflow-auto rounded bg-surface-3 p-2",
                      "font-mono text-xs break-all whitespace-pre-wrap text-ink",
                    )}
                  >
                    {attempt.response_excerpt}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
