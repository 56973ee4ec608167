import type { DrawView } from "@questhq/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { verifyDraw, type VerifyInput, type VerifyOutcome, type VerifyProgress } from "./verify-draw";
import type { WorkerReply } from "./verify-draw.worker";

export type VerifyState =
  | { status: "idle" }
  | { status: "running"; progress: VerifyProgress }
  | { status: "done"; outcome: VerifyOutcome }
  | { status: "error"; message: string };

/** Runs the in-browser verification in a Web Worker (on the main thread, in chunks, where workers are unavailable). */
export function useVerifyDraw(draw: DrawView | null | undefined, entriesUrl: string) {
  const [state, setState] = useState<VerifyState>({ status: "idle" });
  const workerRef = useRef<Worker | null>(null);
  const runRef = useRef(0);

  // Stable (it reads a ref only), so the unmount cleanup and verify keep the same one.
  const stopWorker = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  useEffect(() => stopWorker, [stopWorker]);

  const verify = useCallback(() => {
    if (!draw) return;
    stopWorker();
    const run = ++runRef.current;
    const update = (next: VerifyState) => {
      if (run === runRef.current) setState(next);
    };
    update({ status: "running", progress: { stage: "download" } });
    const input: VerifyInput = { draw, entriesUrl: new URL(entriesUrl, window.location.href).href };
    let worker: Worker | null = null;
    try {
      worker = new Worker(new URL("./verify-draw.worker.ts", import.meta.url), { type: "module" });
    } catch {
      worker = null;
    }
    if (!worker) {
      verifyDraw(input, (progress) => update({ status: "running", progress }))
        .then((outcome) => update({ status: "done", outcome }))
        .catch((error: unknown) =>
          update({ status: "error", message: error instanceof Error ? error.message : String(error) }),
        );
      return;
    }
    workerRef.current = worker;
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === "progress") update({ status: "running", progress: reply.progress });
      else {
        update(
          reply.type === "result"
            ? { status: "done", outcome: reply.outcome }
            : { status: "error", message: reply.message },
        );
        stopWorker();
      }
    };
    worker.onerror = () => {
      update({ status: "error", message: "The verification could not run in this browser." });
      stopWorker();
    };
    worker.postMessage(input);
  }, [draw, entriesUrl, stopWorker]);

  return { state, verify };
}
