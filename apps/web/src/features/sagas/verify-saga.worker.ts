import type { SagaVerification } from "@questhq/core";
import { downloadAndVerify, type SagaVerifyInput, type SagaVerifyProgress } from "./verify-saga";

// Off the main thread, so the page stays responsive for Sagas with many accounts.

export type SagaWorkerReply =
  | { type: "progress"; progress: SagaVerifyProgress }
  | { type: "result"; result: SagaVerification }
  | { type: "error"; message: string };

const reply = (m: SagaWorkerReply) => (self as unknown as { postMessage: (m: SagaWorkerReply) => void }).postMessage(m);

self.addEventListener("message", (event: MessageEvent<SagaVerifyInput>) => {
  downloadAndVerify(event.data, (progress) => reply({ type: "progress", progress }))
    .then((result) => reply({ type: "result", result }))
    .catch((error: unknown) =>
      reply({ type: "error", message: error instanceof Error ? error.message : String(error) }),
    );
});
