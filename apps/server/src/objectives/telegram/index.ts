import type { VerifierFamily } from "../types";

// Filled in by the telegram family's verifiers (one file per objective, see ../types.ts).
export const telegramVerifiers: VerifierFamily = {};
