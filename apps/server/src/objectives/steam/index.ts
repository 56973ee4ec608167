import type { VerifierFamily } from "../types";

// Filled in by the steam family's verifiers (one file per objective, see ../types.ts).
export const steamVerifiers: VerifierFamily = {};
