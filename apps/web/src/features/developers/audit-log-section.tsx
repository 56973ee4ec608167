import { useInfiniteQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MoreButton } from "@/components/ui/more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "./developers-format";
import { auditLogPage, developersKeys } from "./queries";

/** Developers → Audit log (docs/product/developers.md#audit-log): newest first, a page at a time. */
export function AuditLogSection({ orgId }: { orgId: string }) {
  const query = useInfiniteQuery({
    queryKey: developersKeys.auditLog(orgId),
    queryFn: ({ pageParam }) => auditLogPage(orgId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const entries = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Audit log</h2>
        <p className="text-sm text-muted">
          Keys created and revoked, webhook endpoints changed, and every write made with an API key.
        </p>
      </div>
      {query.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading the audit log">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          title="The audit log could not be loaded"
          onRetry={() => void query.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title="Nothing in the audit log yet" />
      ) : (
        <ol className="divide-y divide-line rounded-xl border border-line" aria-label="Audit log entries">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="font-mono text-ink">{entry.action}</span>
              <Badge tone={entry.actor.kind === "api_key" ? "accent" : "neutral"}>
                {entry.actor.kind === "api_key" ? "API key" : "Admin"}
              </Badge>
              <span className="min-w-0 break-words text-muted">{entry.actor.name}</span>
              {entry.route ? (
                <span className="min-w-0 font-mono text-xs break-all text-muted">{entry.route}</span>
              ) : null}
              <time dateTime={entry.created_at} className="ml-auto text-xs text-muted">
                {formatDateTime(entry.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <MoreButton query={query} size="sm">
        Load more
      </MoreButton>
    </Card>
  );
}
