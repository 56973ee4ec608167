import type { VerifierFamily } from "../types";

// Filled in by the custom family's verifiers (one file per objective, see ../types.ts).
export const customVerifiers: VerifierFamily = {};
