import type { VerifierFamily } from "../types";

// Filled in by the discord family's verifiers (one file per objective, see ../types.ts).
export const discordVerifiers: VerifierFamily = {};
