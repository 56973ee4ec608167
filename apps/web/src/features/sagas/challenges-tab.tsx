import {
  formatBooster,
  formatNumber,
  objectivesToNextStar,
  SAGA_MESSAGES,
  weeklyChallengeAward,
  WEEKLY_CHALLENGE_TIERS,
} from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, Info, Trophy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { Skeleton } from "@/components/ui/skeleton";
import { ObjectiveRow } from "@/features/missions/index";
import { LiveObjectiveAction } from "@/features/missions/index";
import { ObjectiveStatusBadge } from "@/features/missions/index";
import { activeSagaQuery, awardsQuery, challengeAsObjective, challengeStatus } from "./sagas-api";
import { StarRow } from "./star-row";
import { useParticipateChallenge, starBooster } from "./use-participate-challenge";
import { WeekCountdown } from "./week-countdown";

const ObjectiveDrawer = lazyWhenOpen(() =>
  import("@/features/missions/page/objective-drawer").then((m) => m.ObjectiveDrawer),
);
const LearnMoreDrawer = lazyWhenOpen(() => import("./learn-more-drawer").then((m) => m.LearnMoreDrawer));

/** The dashboard's Challenges tab: this week's objectives, the stars they earn, and every week so far. */
export function ChallengesTab() {
  const active = useQuery(activeSagaQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isLearnOpen, setIsLearnOpen] = useState(false);
  const { send } = useParticipateChallenge();

  if (active.isPending) return <ChallengesSkeleton />;
  if (active.isError)
    return <ErrorState title={SAGA_MESSAGES.fetchWeekly} error={active.error} onRetry={() => void active.refetch()} />;
  const data = active.data;
  if (!data?.week) {
    return (
      <EmptyState
        icon={CalendarClock}
        title={SAGA_MESSAGES.noActiveSaga}
        description="Weekly challenges appear here when the next Saga starts."
      />
    );
  }
  const week = data.week;
  const objectives = data.objectives.map((c) => ({
    view: challengeAsObjective(c, week.id),
    status: challengeStatus(c, data.completed_objectives),
  }));
  const done = data.completed_objectives.length;
  const { stars } = weeklyChallengeAward(done);
  const toNext = objectivesToNextStar(done);
  const selected = objectives.find((o) => o.view.id === openId) ?? null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-labelledby="week-title" className="space-y-4">
        <Card className="space-y-3 p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-accent">
                {data.season.name} · Week {week.number}
              </p>
              <h2 id="week-title" className="text-xl font-semibold text-ink">
                {week.title}
              </h2>
            </div>
            <StarRow earned={stars} className="[&_svg]:size-6" />
          </div>
          <p className="text-sm text-ink" aria-live="polite">
            {formatNumber(done)} of {formatNumber(objectives.length)} done
            {stars > 0 ? ` · +${starBooster(stars)} booster this week` : ""}
            {toNext !== null
              ? ` · ${toNext === 1 ? "1 more" : `${toNext} more`} for the next star`
              : " · every star of the week earned"}
          </p>
          <WeekCountdown
            at={data.next_week_starts_at ?? week.ends_at}
            label={data.next_week_starts_at ? "Next week starts in" : "The Saga's last week ends in"}
          />
          <Button variant="ghost" size="sm" onClick={() => setIsLearnOpen(true)} aria-haspopup="dialog">
            <Info className="size-4" aria-hidden />
            How stars and boosters work
          </Button>
        </Card>
        <ol className="space-y-2" aria-label={`Week ${week.number} challenges`}>
          {objectives.map((o, index) => (
            <li key={o.view.id}>
              <ObjectiveRow
                objective={o.view}
                index={index}
                status={o.status}
                onOpen={() => {
                  setOpenId(o.view.id);
                  setIsOpen(true);
                }}
              />
            </li>
          ))}
        </ol>
      </section>
      <WeeklyAwards />
      <ObjectiveDrawer
        objective={selected?.view ?? null}
        open={isOpen && selected !== null}
        onOpenChange={setIsOpen}
        status={selected ? <ObjectiveStatusBadge status={selected.status} /> : undefined}
        action={
          selected ? (
            <LiveObjectiveAction
              key={selected.view.id}
              objective={selected.view}
              status={selected.status}
              send={send}
            />
          ) : undefined
        }
      />
      <LearnMoreDrawer open={isLearnOpen} onOpenChange={setIsLearnOpen} />
    </div>
  );
}

function WeeklyAwards() {
  const awards = useQuery(awardsQuery);
  return (
    <aside aria-labelledby="awards-title" className="space-y-3">
      <h2 id="awards-title" className="flex items-center gap-2 font-semibold text-ink">
        <Trophy className="size-4 text-accent" aria-hidden />
        Stars by week
      </h2>
      {awards.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : awards.isError ? (
        <ErrorState title={SAGA_MESSAGES.fetchWeekly} error={awards.error} onRetry={() => void awards.refetch()} />
      ) : (
        <Card className="divide-y divide-line p-0">
          {awards.data.data.map((w) => (
            <div key={w.week} className="flex items-center gap-3 px-4 py-3 text-sm">
              <span className="w-14 shrink-0 text-muted">Week {w.week}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-ink">{w.title}</span>
                <span className="text-xs text-muted">
                  {w.objectives_completed}/{w.objectives_total} done
                  {w.week === awards.data.current_week ? " · this week" : ""}
                </span>
              </span>
              <span className="flex flex-col items-end gap-0.5">
                <StarRow earned={w.stars} />
                <span className="text-xs font-medium text-accent">+{formatBooster(w.booster_hundredths)}</span>
              </span>
            </div>
          ))}
          <p className="px-4 py-3 text-xs text-muted">
            {WEEKLY_CHALLENGE_TIERS.map(
              (t) =>
                `${t.minObjectives} done: ${t.stars === 1 ? "1 star" : `${t.stars} stars`} ` +
                `(+${formatBooster(t.boosterHundredths)})`,
            ).join(" · ")}
          </p>
        </Card>
      )}
    </aside>
  );
}

function ChallengesSkeleton() {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the skeleton; a status role would announce it
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]"
      aria-busy="true"
      aria-label="Loading weekly challenges"
    >
      <div className="space-y-3">
        <Skeleton className="h-36 w-full" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
