import type { VerifierFamily } from "../types";
import { visitVerifier } from "../custom/visit";
import { youtubeSubVerifier } from "./youtube-sub";

// YouTube objectives. Subscribing is checked with the user's Google token; watching cannot be
// proven by any API, so youtube_watch is a timed visit, recorded as self-attested.
export const youtubeVerifiers: VerifierFamily = {
  youtube_sub: youtubeSubVerifier,
  youtube_watch: visitVerifier,
};
