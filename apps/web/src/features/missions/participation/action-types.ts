import type { ObjectiveView } from "@questhq/core";
import type { ParticipateBody } from "./participation-api";
import type { ObjectiveStatus } from "./use-participant";

export type Busy = "visit" | "verify" | null;

/** What every per-kind action of the completeObjective drawer receives. */
export type ActionProps = {
  objective: ObjectiveView;
  status: ObjectiveStatus;
  busy: Busy;
  /** POST participate for this objective; `as` says which button shows the spinner. */
  run(body: Omit<ParticipateBody, "objective_id">, as: Exclude<Busy, null>): void;
  /** Id of the inline message under the action, for aria-describedby. */
  messageId: string;
};
