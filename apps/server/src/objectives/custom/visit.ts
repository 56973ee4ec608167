import { countOf } from "@questhq/core";
import type { Verifier } from "../types";

// Visits (a link click, watching a video): no API can prove them, so the server records when
// the user opened the target and completes the objective after VISIT_DWELL_SECONDS, marked
// self-attested. The first call with action "visit" starts the clock; later calls verify.

export const OPEN_FIRST_MESSAGE = "Open the link first, then come back to verify.";
export const stayLongerMessage = (seconds: number) =>
  `Keep it open a little longer: ${countOf(seconds, "more second")}.`;

export const visitVerifier: Verifier = async (ctx) => {
  const dwellMs = ctx.env.VISIT_DWELL_SECONDS * 1000;
  if (!ctx.visitStartedAt) {
    if (ctx.input.action !== "visit") return { status: "incomplete", message: OPEN_FIRST_MESSAGE };
    return { status: "visiting", readyAt: new Date(ctx.now.getTime() + dwellMs) };
  }
  const readyAt = new Date(ctx.visitStartedAt.getTime() + dwellMs);
  if (ctx.now >= readyAt) {
    return {
      status: "completed",
      isSelfAttested: true,
      evidence: { visit_started_at: ctx.visitStartedAt.toISOString(), dwell_seconds: ctx.env.VISIT_DWELL_SECONDS },
    };
  }
  if (ctx.input.action === "visit") return { status: "visiting", readyAt };
  return {
    status: "incomplete",
    message: stayLongerMessage(Math.ceil((readyAt.getTime() - ctx.now.getTime()) / 1000)),
  };
};
