import type { LinkedAccount } from "../../features/accounts/linked-accounts";
import { twitterApi, type Tweet, type TwitterApi } from "../../providers/twitter/api-client";
import type { VerifyContext, VerifyOutcome } from "../types";
import { providerBudget } from "../provider-budget";

// What the Twitter verifiers share: the linked account and its API client, the messages, and
// reading the objective's values (post URL, account name, text) the way X writes them.

export const TWITTER_MESSAGES = {
  needsAccount: "Connect your Twitter account to complete this objective.",
  accountGone: "Your linked Twitter account could not be found on Twitter. Please reconnect it.",
  invalidPostUrl: "Not a valid Twitter post URL.",
  postNotFound: "This Twitter post could not be found. It may have been deleted.",
  noSuchAccount: (username: string) => `The Twitter account @${username} does not exist.`,
  notFollowing: (username: string) => `You are not following @${username} yet.`,
  notLiked: "You have not liked this post yet.",
  notBookmarked: "You have not bookmarked this post yet.",
  notRetweeted: "You have not retweeted this post yet.",
  notReplied: "You have not replied to this post yet.",
  postMissing: "We could not find a post of yours since the mission started that contains the required text.",
  nameMissing: (text: string) => `Your Twitter name or username does not include "${text}" yet.`,
} as const;

/** How many pages (100 to 1000 items each) one check may read before answering "not yet". */
export const MAX_PAGES = 10;

export async function withTwitter(
  ctx: VerifyContext,
  check: (api: TwitterApi, account: LinkedAccount) => Promise<VerifyOutcome>,
): Promise<VerifyOutcome> {
  const account = await ctx.linked("twitter");
  if (!account?.accessToken)
    return { status: "needs_account", provider: "twitter", message: TWITTER_MESSAGES.needsAccount };
  // Every read comes out of this X account's own budget of X's per-user limits.
  return check(twitterApi(ctx.env, account.accessToken, providerBudget(ctx, account.providerUserId)), account);
}

export const incomplete = (message: string, evidence?: Record<string, unknown>): VerifyOutcome => ({
  status: "incomplete",
  message,
  ...(evidence ? { evidence } : {}),
});

// Post ids are unsigned 64-bit numbers: at most 19 digits (X answers 400 to anything longer).
const STATUS_URL =
  /^https?:\/\/(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/status\/(\d{1,19})(?:[/?#]|$)/i;

/** The post id of an x.com or twitter.com status link, or null. */
export function tweetIdFromUrl(value: unknown): string | null {
  return typeof value === "string" ? (value.trim().match(STATUS_URL)?.[1] ?? null) : null;
}

export const USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** "@Jack " → "Jack"; null when it cannot be an X username. */
export function usernameFrom(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim().replace(/^@/, "");
  return USERNAME.test(name) ? name : null;
}

/** Case, Unicode compatibility forms and runs of whitespace do not matter when comparing texts. */
export function normaliseText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A post's text as its author typed it: X escapes &, < and > and rewrites links to t.co. */
export function typedText(tweet: Tweet): string {
  let text = tweet.text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  for (const u of tweet.entities?.urls ?? []) if (u.expanded_url) text = text.split(u.url).join(u.expanded_url);
  return text;
}
