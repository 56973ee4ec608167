import { nextMidnight, type ProviderLimit, type WindowReader } from "../budgets/provider-limits";

// The YouTube Data API's quota (developers.google.com/youtube/v3/getting-started#quota, checked 2026-11-28): a
// project has 10,000 units a day, reset at midnight Pacific time. Every read we make is a list call (channels.list,
// subscriptions.list) at 1 unit, so one call takes one unit. The quota is the project's, not each user's. YouTube
// sends no quota headers; a spent quota answers 403 quotaExceeded, after which nothing goes until the reset.
export const YOUTUBE_QUOTA: ProviderLimit = {
  provider: "google",
  endpoint: "youtube-data-quota",
  per: "app",
  limit: 10_000,
  windowMs: 24 * 60 * 60_000,
  resetsAt: (now) => nextMidnight("America/Los_Angeles", now),
};

export const readYouTubeWindow: WindowReader = () => null;
