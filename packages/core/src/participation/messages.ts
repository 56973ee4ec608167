import { countOf } from "../plural";
// Participation texts of docs/product/errors.md, verbatim.
export const PARTICIPATION_TOASTS = {
  objectiveCompleted: "Objective has been completed!",
  objectiveError: "Error completing objective.",
  entriesAdded: "You have added entries to the raffle!",
  missionCompleted: "You have completed the Mission!",
  winnersDrawn: "Winners have been drawn.",
  csvDownloaded: "CSV file downloaded successfully!",
  skipFailed: "Failed to skip twitter objectives.",
  twitterDisconnected: "Twitter account disconnected.",
  twitterOrgLinked: "Twitter account linked to organization.",
  twitterConnectError: "Error connecting to Twitter.",
  twitterDisconnectError: "Error disconnecting Twitter.",
} as const;

/**
 * "Successfully skipped {n} objectives!", with the noun singular when one objective was skipped
 * (docs/product/objectives.md#skipping-twitter-objectives).
 */
export const skippedMessage = (n: number) => `Successfully skipped ${countOf(n, "objective")}!`;
export const exportFailedMessage = (message: string) => `Failed to export mission winners: ${message}`;

export const CALLBACK_ERRORS = {
  twitterNoCode: "Code not provided in callback URL.",
  twitterAlreadyLinked: "Twitter Account is already linked to an account. Please unlink and try again.",
  steamNoClaimedId: "Claimed ID not provided in callback URL.",
  steamWishlistMissingIds: "Steam user ID or game ID not found",
  steamWishlistFailed: "Failed to fetch Steam wishlist.",
  discordClaimed: "This Discord account is already connected to another user.",
  okxMissing:
    "Please install OKX Wallet to complete this objective. If you recently installed it, please refresh the page.",
} as const;

/** Shown when a provider is rate-limited or down: the objective is checked again in the background. */
export const PENDING_VERIFICATION_MESSAGE =
  "We could not reach the provider right now. Your objective is pending and will be checked again automatically.";

/**
 * Shown while a verification waits for the provider's rate limit to free up (the call was not made, so nothing
 * failed): it runs by itself when its turn comes, and the estimate is rounded up to whole minutes.
 */
export function queuedVerificationMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  // A day's quota (YouTube's) can hold a queue for hours: "about 14 hours" reads better than "about 823 minutes".
  if (minutes <= 90) return `Queued — about ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return `Queued — about ${Math.ceil(minutes / 60)} hours`;
}
