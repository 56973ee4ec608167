import type { Verifier } from "../types";
import { findInPages, type Page, type TwitterApi, type TwitterUser } from "../../providers/twitter/api-client";
import { MAX_PAGES, TWITTER_MESSAGES, incomplete, tweetIdFromUrl, withTwitter } from "./twitter-objective";

/**
 * Like and retweet are checked the same way: is the user among the accounts X lists for the
 * post (liking_users, retweeted_by)?
 */
export function engagementVerifier(
  list: (api: TwitterApi) => (tweetId: string, token?: string) => Promise<Page<TwitterUser> | null>,
  notYet: string,
): Verifier {
  return (ctx) =>
    withTwitter(ctx, async (api, account) => {
      const tweetId = tweetIdFromUrl(ctx.objective.values.tweetUrl);
      if (!tweetId) return incomplete(TWITTER_MESSAGES.invalidPostUrl);
      const search = await findInPages(
        (token) => list(api)(tweetId, token),
        (u) => u.id === account.providerUserId,
        MAX_PAGES,
      );
      if (search.isMissing) return incomplete(TWITTER_MESSAGES.postNotFound, { tweet_id: tweetId });
      const evidence = { twitter_user_id: account.providerUserId, tweet_id: tweetId, pages_read: search.pages };
      return search.found
        ? { status: "completed", evidence }
        : incomplete(notYet, { ...evidence, truncated: search.isTruncated });
    });
}
