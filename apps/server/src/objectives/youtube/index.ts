import type { VerifierFamily } from "../types";

// Filled in by the youtube family's verifiers (one file per objective, see ../types.ts).
export const youtubeVerifiers: VerifierFamily = {};
