import type { DrawView } from "@questhq/core";
import { CircleAlert, CircleCheck, Info, RotateCw, ShieldCheck, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/cn";
import { useVerifyDraw } from "./use-verify-draw";
import type { VerifyCheck, VerifyProgress } from "./verify-draw";
import { countOf } from "@questhq/core/plural";
import { formatNumber } from "@questhq/core/en-format";

const fmt = (n: number) => formatNumber(n);
const mb = (bytes: number) => `${(bytes / 1_048_576).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

function progressText(p: VerifyProgress): string {
  switch (p.stage) {
    case "download":
      return p.done
        ? `Downloading the entry list… ${mb(p.done)}${p.total ? ` of ${mb(p.total)}` : ""}`
        : "Downloading the entry list…";
    case "parse":
      return `Reading the entry list… ${fmt(p.done ?? 0)} of ${fmt(p.total ?? 0)} lines`;
    case "check":
      return p.total
        ? `Checking the hash and the seed, drawing ${countOf(p.total, "winner")} again…`
        : "Checking the entry list hash…";
  }
}

/** One bar over the stages: download 0–50 %, reading 50–85 %, then the checks. */
function progressPercent(p: VerifyProgress): number {
  const part = p.done !== undefined && p.total ? Math.min(1, p.done / p.total) : 0;
  if (p.stage === "download") return Math.round(part * 50);
  if (p.stage === "parse") return Math.round(50 + part * 35);
  return 92;
}

const CHECK_ICON = { pass: CircleCheck, fail: XCircle, info: Info } as const;
const CHECK_TONE = { pass: "text-success", fail: "text-danger", info: "text-accent" } as const;

function CheckList({ checks }: { checks: VerifyCheck[] }) {
  return (
    <ul className="space-y-2" aria-label="Verification checks">
      {checks.map((check) => {
        const Icon = CHECK_ICON[check.status];
        return (
          <li key={check.key} className="flex items-start gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2">
            <Icon className={cn("mt-0.5 size-4 shrink-0", CHECK_TONE[check.status])} aria-hidden />
            <p className="min-w-0 text-sm break-words">
              <span className="font-medium text-ink">{check.label}</span>
              <span className="sr-only">
                {" "}
                {check.status === "pass" ? "matches" : check.status === "fail" ? "differs" : "note"}
              </span>
              <span className="text-muted"> — {check.detail}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** "Verify in your browser" plus the offline instructions. */
export function VerifyPanel({ draw, entriesUrl, mission }: { draw: DrawView; entriesUrl: string; mission: string }) {
  const { state, verify } = useVerifyDraw(draw, entriesUrl);
  const isFrozen = draw.frozen_at !== null || draw.entry_list_hash !== null;
  const isRunning = state.status === "running";
  const command = `npm run verify-draw -- ${mission} --url ${window.location.origin}`;

  return (
    <Card className="space-y-5">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-brand" aria-hidden />
          Verify this draw
        </h2>
        <p className="text-sm text-muted">
          Your browser downloads the frozen entry list, recomputes its hash, checks the revealed seed against the
          commitment and runs <code className="font-mono">{draw.algorithm}</code> again. Nothing is sent anywhere.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={verify} isLoading={isRunning} disabled={!isFrozen}>
          {isRunning ? null : state.status === "idle" ? (
            <ShieldCheck className="size-4" aria-hidden />
          ) : (
            <RotateCw className="size-4" aria-hidden />
          )}
          Verify in your browser
        </Button>
        {!isFrozen ? <p className="text-sm text-muted">The entry list is published when entries close.</p> : null}
      </div>

      {state.status === "running" ? (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label="Verification progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressPercent(state.progress)}
            className="h-2 overflow-hidden rounded-full bg-surface-3"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-200"
              style={{ width: `${progressPercent(state.progress)}%` }}
            />
          </div>
          <p className="text-sm text-muted" aria-live="polite">
            {progressText(state.progress)}
          </p>
        </div>
      ) : null}

      {state.status === "done" ? (
        <div className="space-y-3">
          <div
            role={state.outcome.isVerified ? "status" : "alert"}
            className={cn(
              "flex items-start gap-3 rounded-xl border p-4",
              state.outcome.isVerified ? "border-success/30 bg-success/10" : "border-danger/30 bg-danger-soft",
            )}
          >
            {state.outcome.isVerified ? (
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            )}
            <p className="text-sm font-medium text-ink">{state.outcome.summary}</p>
          </div>
          <CheckList checks={state.outcome.checks} />
        </div>
      ) : null}

      {state.status === "error" ? (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          <p className="text-sm text-ink">Verification could not finish: {state.message}</p>
        </div>
      ) : null}

      <div className="space-y-2 border-t border-line pt-5">
        <h3 className="font-semibold">Verify offline</h3>
        <p className="text-sm text-muted">
          From a checkout of the QuestHQ repository, the same check runs with Node.js:
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 rounded-lg bg-canvas px-3 py-2 font-mono text-sm break-all">{command}</code>
          <span className="self-start sm:self-auto">
            <CopyButton value={command} label="Copy command" />
          </span>
        </div>
        <details className="text-sm text-muted">
          <summary className="cursor-pointer text-ink">How the draw works</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>
              The entry list keeps entries with a weight above 0, sorted by id, one line “id:weight” each; its SHA-256
              is the entry list hash, published when entries close.
            </li>
            <li>
              For pick i, attempt j: x is the first 48 bits of SHA-256(“seed:i:j”); it is accepted when below the
              largest multiple of the remaining weight, and r = x mod that weight.
            </li>
            <li>
              The winner is the entry whose cumulative weight range contains r; its whole weight leaves the draw before
              the next pick.
            </li>
          </ol>
        </details>
      </div>
    </Card>
  );
}
