import type { VerifierFamily } from "../types";

// Filled in by the questhq family's verifiers (one file per objective, see ../types.ts).
export const questhqVerifiers: VerifierFamily = {};
