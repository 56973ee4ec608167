import { type FamilyServerTemplates, verifiersOf } from "../types";
import { visitVerifier } from "../custom/visit";
import { youtubeSubSandbox, youtubeWatchSandbox } from "./sandbox";
import { youtubeSubVerifier } from "./youtube-sub";

// YouTube objectives. Subscribing is checked with the user's Google token; watching cannot be
// proven by any API, so youtube_watch is a timed visit, recorded as self-attested.
export const youtubeTemplates = {
  youtube_sub: { verify: youtubeSubVerifier, sandbox: youtubeSubSandbox },
  youtube_watch: { verify: visitVerifier, sandbox: youtubeWatchSandbox },
} satisfies FamilyServerTemplates;

export const youtubeVerifiers = verifiersOf(youtubeTemplates);
