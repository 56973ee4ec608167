import { useQuery } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { countOf } from "@questhq/core";
import { cn } from "@/lib/cn";
import { useRouteTitle } from "@/lib/use-document-title";
import { useMe } from "@/features/users/index";
import { CreateSagaForm } from "./create-saga-form";
import { JobsSection } from "./jobs-section";
import { listSagas, operatorKeys } from "./operator-api";
import { SagaEditor } from "./saga-editor";

/**
 * /operator: platform operators create Sagas, fill their weeks with challenges and settle them, and watch the
 * server's background jobs.
 */
export function OperatorPage() {
  useRouteTitle("/operator");
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-64 w-full" />;
  if (!me.data?.isOperator) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Only platform operators can do this."
        description="Operators are named by the server's OPERATOR_EMAILS or granted with npm run admin."
      />
    );
  }
  return <OperatorArea />;
}

function OperatorArea() {
  const sagas = useQuery({ queryKey: operatorKeys.list, queryFn: listSagas });
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Operator area"
        title="Sagas"
        description="Create Sagas, fill each week with challenges, preview and settle the $HQ pool."
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <aside className="space-y-3">
          {sagas.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : sagas.isError ? (
            <ErrorState title="Sagas could not be loaded" error={sagas.error} onRetry={() => void sagas.refetch()} />
          ) : (
            <ul className="space-y-2" aria-label="Sagas">
              {sagas.data.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(s.id)}
                    aria-pressed={selected === s.id}
                    className={cn(
                      "w-full rounded-xl border bg-surface-2 px-4 py-3 text-left text-sm",
                      selected === s.id ? "border-brand" : "border-line hover:border-brand/50",
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium text-ink">{s.name}</span>
                      <Badge tone={s.status === "open" ? "success" : "neutral"}>{s.status}</Badge>
                    </span>
                    <span className="text-xs text-muted">
                      {countOf(s.weeks, "week")} · {countOf(s.challenges, "challenge")}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Card className="p-4">
            <h2 className="mb-3 font-semibold text-ink">New Saga</h2>
            <CreateSagaForm onCreated={setSelected} />
          </Card>
        </aside>
        <section aria-label="Selected Saga">
          {selected ? (
            <SagaEditor sagaId={selected} />
          ) : (
            <EmptyState title="Pick a Saga" description="Its weeks, challenges and settlement appear here." />
          )}
        </section>
      </div>
      <JobsSection />
    </div>
  );
}
