import { verifyDraw, type VerifyInput, type VerifyOutcome, type VerifyProgress } from "./verify-draw";

// Runs the verification off the main thread, so the page stays responsive for large entry lists.

export type WorkerReply =
  | { type: "progress"; progress: VerifyProgress }
  | { type: "result"; outcome: VerifyOutcome }
  | { type: "error"; message: string };

const reply = (message: WorkerReply) =>
  (self as unknown as { postMessage: (m: WorkerReply) => void }).postMessage(message);

self.addEventListener("message", (event: MessageEvent<VerifyInput>) => {
  verifyDraw(event.data, (progress) => reply({ type: "progress", progress }))
    .then((outcome) => reply({ type: "result", outcome }))
    .catch((error: unknown) =>
      reply({ type: "error", message: error instanceof Error ? error.message : String(error) }),
    );
});
