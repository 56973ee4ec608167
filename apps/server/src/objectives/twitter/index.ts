import type { VerifierFamily } from "../types";

// Filled in by the twitter family's verifiers (one file per objective, see ../types.ts).
export const twitterVerifiers: VerifierFamily = {};
