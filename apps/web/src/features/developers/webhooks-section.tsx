import { useQuery } from "@tanstack/react-query";
import { Plus, Webhook } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { webhooksQuery } from "./queries";
import { WebhookEndpointCard } from "./webhook-endpoint-card";
import { WebhookEndpointDialog } from "./webhook-endpoint-dialog";

/** Developers → Webhooks (docs/product/developers.md#webhooks): the endpoints QuestHQ tells when something happens. */
export function WebhooksSection({ orgId }: { orgId: string }) {
  const { data, error, isPending, refetch } = useQuery(webhooksQuery(orgId));
  const [isAdding, setIsAdding] = useState(false);
  const add = (
    <Button onClick={() => setIsAdding(true)}>
      <Plus className="size-4" aria-hidden />
      Add endpoint
    </Button>
  );

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">Webhooks</h2>
          <p className="text-sm text-muted">
            Signed requests to your endpoints the moment something happens (Standard Webhooks).
          </p>
        </div>
        {data && data.length > 0 ? add : null}
      </div>
      {isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading webhook endpoints">
          <Skeleton className="h-32" />
        </div>
      ) : error ? (
        <ErrorState error={error} title="Webhook endpoints could not be loaded" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title="No webhook endpoints yet"
          description="Add an endpoint to be told when missions are published, objectives completed or winners drawn."
          action={add}
        />
      ) : (
        <ul className="space-y-3" aria-label="Webhook endpoints">
          {data.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} orgId={orgId} endpoint={endpoint} />
          ))}
        </ul>
      )}
      <WebhookEndpointDialog orgId={orgId} open={isAdding} onOpenChange={setIsAdding} />
    </Card>
  );
}
