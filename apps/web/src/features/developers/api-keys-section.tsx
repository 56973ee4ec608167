import { useQuery } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiKeyRow } from "./api-key-row";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { apiKeysQuery } from "./queries";

/** Developers → API keys (docs/product/developers.md#api-keys): the organization's keys, newest first. */
export function ApiKeysSection({ orgId }: { orgId: string }) {
  const { data, error, isPending, refetch } = useQuery(apiKeysQuery(orgId));
  const [isCreating, setIsCreating] = useState(false);
  const create = (
    <Button onClick={() => setIsCreating(true)}>
      <Plus className="size-4" aria-hidden />
      Create key
    </Button>
  );

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">API keys</h2>
          <p className="text-sm text-muted">Keys let your own systems call the API for this organization.</p>
        </div>
        {data && data.length > 0 ? create : null}
      </div>
      {isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading API keys">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : error ? (
        <ErrorState error={error} title="API keys could not be loaded" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          title="No API keys yet"
          description="Create a key for each system that calls the API, with only the scopes it needs."
          action={create}
        />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label="API keys">
          {data.map((key) => (
            <ApiKeyRow key={key.id} orgId={orgId} apiKey={key} />
          ))}
        </ul>
      )}
      <CreateApiKeyDialog orgId={orgId} open={isCreating} onOpenChange={setIsCreating} />
    </Card>
  );
}
