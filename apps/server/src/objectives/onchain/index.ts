import type { VerifierFamily } from "../types";

// Filled in by the onchain family's verifiers (one file per objective, see ../types.ts).
export const onchainVerifiers: VerifierFamily = {};
