import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { apiData, errorMessage } from "@/lib/api";

// The signing secret of an objective verified by the organization's API
// (docs/product/objectives.md#verified-by-your-api): the organizer's endpoint checks each request with it. Fetched
// only when asked for and not kept once hidden, so it stays on screen no longer than needed.

export const endpointSecretQuery = (objectiveId: string) => ({
  queryKey: ["objectives", objectiveId, "endpoint-secret"] as const,
  queryFn: () => apiData<{ secret: string }>(`/api/v1/objectives/${objectiveId}/endpoint-secret`),
  gcTime: 0,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function EndpointSecret({ objectiveId }: { objectiveId: string }) {
  const [isShown, setIsShown] = useState(false);
  const secret = useQuery({ ...endpointSecretQuery(objectiveId), enabled: isShown });
  const labelId = useId();
  if (!isShown) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setIsShown(true)}>
        <KeyRound className="size-4" aria-hidden />
        Show signing secret
      </Button>
    );
  }
  return (
    <section className="space-y-2 rounded-md border border-line bg-surface-3 p-2.5" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs text-muted">
        Signing secret: your endpoint checks each request with it (Standard Webhooks). Keep it private.
      </p>
      {secret.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" /> Loading the secret…
        </p>
      ) : secret.isError ? (
        <div className="space-y-2">
          <ErrorMessage>{errorMessage(secret.error)}</ErrorMessage>
          <Button variant="secondary" size="sm" onClick={() => void secret.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded bg-surface-2 px-2 py-1 text-xs text-ink">
            {secret.data.secret}
          </code>
          <CopyButton value={secret.data.secret} label="Copy secret" />
          <Button variant="ghost" size="sm" onClick={() => setIsShown(false)}>
            Hide
          </Button>
        </div>
      )}
    </section>
  );
}
