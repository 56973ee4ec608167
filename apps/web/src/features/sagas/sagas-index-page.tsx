import { countOf, formatDate, formatDateRange, SAGA_MESSAGES, type SagaIndexItem, type SagaPhase } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarClock, ChevronRight, Trophy } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useRouteTitle } from "@/lib/use-document-title";
import { formatHq } from "@/features/staking/index";
import { sagaIndexQuery } from "./sagas-api";

const SECTIONS: { phase: SagaPhase; title: string; empty: string }[] = [
  { phase: "current", title: "Running now", empty: "No Saga is running right now." },
  { phase: "upcoming", title: "Coming up", empty: "No Saga is scheduled yet." },
  { phase: "past", title: "Past Sagas", empty: "No Saga has ended yet." },
];

const STATUS: Record<SagaIndexItem["settlement"]["status"], { label: string; tone: BadgeTone }> = {
  open: { label: "Running", tone: "success" },
  ended: { label: "Settling", tone: "warning" },
  published: { label: "Settled", tone: "accent" },
  paying: { label: "Paying out", tone: "accent" },
  paid: { label: "Paid out", tone: "neutral" },
};

/** /sagas: every Saga, the running one first, then the next ones, then the settled ones with their tables. */
export function SagasIndexPage() {
  useRouteTitle("/sagas");
  const query = useQuery(sagaIndexQuery);
  return (
    <div>
      <PageHeader
        eyebrow="Seasons"
        title="Sagas"
        description={
          "Seasons of about twelve weeks: the credits earned while one runs, raised by boosters, share its $HQ pool."
        }
      />
      {query.isPending ? (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the skeleton; a status role would announce it
        <div className="space-y-3" aria-busy="true" aria-label="Loading Sagas">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState title={SAGA_MESSAGES.fetchSaga} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No Sagas yet"
          description="When the first Saga is announced it appears here."
        />
      ) : (
        <div className="space-y-10">
          {SECTIONS.map((section) => {
            const items = query.data.filter((i) => i.phase === section.phase);
            return (
              <section key={section.phase} aria-labelledby={`sagas-${section.phase}`} className="space-y-3">
                <h2 id={`sagas-${section.phase}`} className="text-lg font-semibold text-ink">
                  {section.title}
                </h2>
                {items.length === 0 ? (
                  <p className="text-sm text-muted">{section.empty}</p>
                ) : (
                  <ul className="space-y-3">
                    {items.map((item) => (
                      <li key={item.season.id}>
                        <SagaCard item={item} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

function SagaCard({ item }: { item: SagaIndexItem }) {
  const { season, settlement } = item;
  // Settlement says "open" until a Saga ends; one that has not started yet is upcoming, not running.
  const status =
    item.phase === "upcoming"
      ? { label: `Starts ${formatDate(new Date(season.starts_at))}`, tone: "brand" as const }
      : STATUS[settlement.status];
  const accounts = settlement.participant_count;
  return (
    <Link
      to="/sagas/$slug"
      params={{ slug: season.slug }}
      className={
        "group flex items-center gap-4 rounded-card border border-line bg-surface p-4 transition-colors " +
        "hover:border-brand/60 sm:p-5"
      }
    >
      <span className="hidden size-11 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand sm:grid">
        <CalendarClock className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{season.name}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
        <span className="block text-sm text-muted">
          Saga {season.number} · {formatDateRange(new Date(season.starts_at), new Date(season.ends_at))}
        </span>
        <span className="block text-sm text-muted">
          Pool {formatHq(BigInt(season.hq_pool))} $HQ
          {accounts !== null ? ` · ${countOf(accounts, "account")} in the published table` : ""}
        </span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-faint transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}
