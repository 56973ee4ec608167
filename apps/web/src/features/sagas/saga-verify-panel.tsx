import { formatNumber, type SagaVerification, type SettlementSummary } from "@questhq/core";
import { CheckCircle2, ShieldCheck, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { SagaVerifyProgress } from "./verify-saga";
import type { SagaWorkerReply } from "./verify-saga.worker";

type State =
  | { status: "idle" }
  | { status: "running"; progress: SagaVerifyProgress }
  | { status: "done"; result: SagaVerification }
  | { status: "error"; message: string };

/** "Verify in your browser": recomputes every allocation of the published table and its hash. */
export function SagaVerifyPanel({ slug, settlement }: { slug: string; settlement: SettlementSummary }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const start = () => {
    worker.current?.terminate();
    const w = new Worker(new URL("./verify-saga.worker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    setState({ status: "running", progress: { downloaded: 0, total: settlement.participant_count ?? 0 } });
    w.onmessage = (e: MessageEvent<SagaWorkerReply>) => {
      const r = e.data;
      if (r.type === "progress") setState({ status: "running", progress: r.progress });
      else
        setState(r.type === "result" ? { status: "done", result: r.result } : { status: "error", message: r.message });
    };
    w.onerror = () => setState({ status: "error", message: "The check could not run in this browser." });
    const allocationsUrl = new URL(`/api/v1/seasons/${encodeURIComponent(slug)}/allocations`, window.location.href)
      .href;
    w.postMessage({ allocationsUrl, settlement });
  };
  return (
    <div className="space-y-3" aria-live="polite">
      <Button variant="secondary" size="sm" onClick={start} isLoading={state.status === "running"}>
        <ShieldCheck className="size-4" aria-hidden />
        Verify in your browser
      </Button>
      {state.status === "running" ? (
        <p className="text-xs text-muted">
          Downloaded {formatNumber(state.progress.downloaded)} of {formatNumber(state.progress.total)} rows…
        </p>
      ) : null}
      {state.status === "error" ? <p className="text-xs text-danger">{state.message}</p> : null}
      {state.status === "done" ? (
        state.result.isValid ? (
          <p className="flex items-start gap-2 text-sm text-success">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            Verified: {formatNumber(state.result.rows)} allocations and the table hash recomputed from the published
            data.
          </p>
        ) : (
          <div className="space-y-1 text-sm text-danger">
            <p className="flex items-start gap-2">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              Not verified: {state.result.isHashMatching ? "" : "the table hash differs; "}
              {state.result.mismatches.length} differences.
            </p>
            <ul className="text-xs">
              {state.result.mismatches.slice(0, 5).map((m) => (
                <li key={`${m.account}-${m.field}`}>
                  {m.account}: {m.field} {m.published}, expected {m.expected}
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </div>
  );
}
