import { formatNumber, type DrawView, formatDateTime } from "@questhq/core";
import { CircleCheck, CircleDashed, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/cn";

export const formatDrawTime = (iso: string) => formatDateTime(new Date(iso));
const fmt = (n: number | null) => (n === null ? "—" : formatNumber(n));

export function seedSourceLabel(draw: Pick<DrawView, "seed_source" | "beacon_round">): string {
  const round =
    draw.beacon_round === null
      ? ""
      : `, ${draw.seed_source === "drand" ? "round" : "block"} ${formatNumber(draw.beacon_round)}`;
  if (draw.seed_source === "drand") return `drand public randomness beacon${round}`;
  if (draw.seed_source === "block") return `Block hash${round}`;
  return "Server seed committed at publish (SHA-256)";
}

/** Commit → freeze → draw, each with its time once it has happened. */
export function DrawTimeline({ draw }: { draw: DrawView }) {
  const steps = [
    { label: "Seed committed", detail: "Before any entry", at: null as string | null, isDone: true },
    {
      label: "Entries frozen",
      detail: "Entry list hash published",
      at: draw.frozen_at,
      isDone: draw.frozen_at !== null,
    },
    { label: "Winners drawn", detail: "Seed revealed", at: draw.drawn_at, isDone: draw.drawn_at !== null },
  ];
  return (
    <ol className="grid gap-3 sm:grid-cols-3" aria-label="Draw progress">
      {steps.map((step) => {
        const Icon = step.isDone ? CircleCheck : CircleDashed;
        return (
          <li
            key={step.label}
            className={cn(
              "flex items-start gap-3 rounded-xl border px-4 py-3",
              step.isDone ? "border-success/30 bg-success/5" : "border-line bg-surface-2",
            )}
          >
            <Icon className={cn("mt-0.5 size-5 shrink-0", step.isDone ? "text-success" : "text-faint")} aria-hidden />
            <div className="min-w-0">
              <p className="text-sm font-medium text-ink">
                {step.label}
                <span className="sr-only">{step.isDone ? " (done)" : " (not yet)"}</span>
              </p>
              <p className="text-xs text-muted">
                {step.at ? (
                  <time dateTime={step.at}>{formatDrawTime(step.at)}</time>
                ) : step.isDone ? (
                  step.detail
                ) : (
                  "Not yet"
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("min-w-0 space-y-1", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

function HexValue({ value, copyLabel, pending }: { value: string | null; copyLabel: string; pending: string }) {
  if (!value) return <span className="text-faint">{pending}</span>;
  return (
    <span className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code className="min-w-0 flex-1 rounded-md bg-surface-2 px-2 py-1 font-mono text-xs break-all">{value}</code>
      <span className="self-start sm:self-auto">
        <CopyButton value={value} label={copyLabel} />
      </span>
    </span>
  );
}

/** The published inputs and outputs of the draw, copyable for checking elsewhere. */
export function DrawFacts({ draw }: { draw: DrawView }) {
  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-semibold">Published values</h2>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact label="Algorithm">
          <code className="font-mono text-sm">{draw.algorithm}</code>
        </Fact>
        <Fact label="Seed source">{seedSourceLabel(draw)}</Fact>
        <Fact label="Seed commitment" wide>
          <HexValue value={draw.seed_commitment} copyLabel="Copy commitment" pending="Not published" />
        </Fact>
        <Fact label="Seed" wide>
          <HexValue value={draw.seed} copyLabel="Copy seed" pending="Revealed at the draw" />
        </Fact>
        <Fact label="Entry list hash" wide>
          <HexValue value={draw.entry_list_hash} copyLabel="Copy hash" pending="Published when entries close" />
        </Fact>
        <Fact label="Entrants">{fmt(draw.entry_count)}</Fact>
        <Fact label="Total entries">{fmt(draw.total_weight)}</Fact>
        <Fact label="Number of winners">{fmt(draw.number_of_winners)}</Fact>
        <Fact label="Drawn">
          {draw.drawn_at ? <time dateTime={draw.drawn_at}>{formatDrawTime(draw.drawn_at)}</time> : "Not yet"}
        </Fact>
      </dl>
    </Card>
  );
}

export function DrawWinners({ draw }: { draw: DrawView }) {
  const winners = draw.winners ?? [];
  return (
    <Card className="space-y-4">
      <div className="flex items-center gap-2">
        <Trophy className="size-5 text-warning" aria-hidden />
        <h2 className="text-lg font-semibold">Winners</h2>
        {winners.length ? <span className="text-sm text-muted">({formatNumber(winners.length)})</span> : null}
      </div>
      {winners.length === 0 ? (
        <p className="text-sm text-muted">
          {draw.drawn_at ? "The draw picked no winners (no entries)." : "Winners appear here once they are drawn."}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Entrant ids in the order they were picked. An entrant id is public and names no one.
          </p>
          <ol
            aria-label="Winners in draw order"
            className="max-h-96 space-y-1 overflow-y-auto rounded-xl border border-line p-2"
          >
            {winners.map((id, i) => (
              <li key={id} className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm odd:bg-surface-2">
                <span className="w-10 shrink-0 text-right text-xs tabular-nums text-muted">#{formatNumber(i + 1)}</span>
                <code className="min-w-0 font-mono text-xs break-all">{id}</code>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
