import type { Verifier } from "../types";
import { findInPages, type Page, type Tweet, type TwitterApi } from "../../providers/twitter/api-client";
import { MAX_PAGES, TWITTER_MESSAGES, incomplete, tweetIdFromUrl, withTwitter } from "./twitter-objective";

/**
 * Like and retweet are checked from the user's side: a list of the user's own posts (liked ones, their own
 * timeline) read newest first, looking for the post. Its length is the user's, not the campaign's: a user who
 * acted just before verifying is on page 1 however many thousands acted since. (Reading the post's liking users
 * or retweeters, newest first, put a user behind everyone who acted after them and answered "not yet" once
 * 1,000 had; X also caps liking_users at 100 accounts per post.)
 */
export function engagementVerifier(
  list: (api: TwitterApi, userId: string, token?: string) => Promise<Page<Tweet> | null>,
  isThePost: (tweet: Tweet, tweetId: string) => boolean,
  notYet: string,
): Verifier {
  return (ctx) =>
    withTwitter(ctx, async (api, account) => {
      const tweetId = tweetIdFromUrl(ctx.objective.values.tweetUrl);
      if (!tweetId) return incomplete(TWITTER_MESSAGES.invalidPostUrl);
      const search = await findInPages(
        (token) => list(api, account.providerUserId, token),
        (t) => isThePost(t, tweetId),
        MAX_PAGES,
      );
      if (search.isMissing) return incomplete(TWITTER_MESSAGES.accountGone);
      const evidence = { twitter_user_id: account.providerUserId, tweet_id: tweetId, pages_read: search.pages };
      if (search.found) return { status: "completed", evidence };
      // Only a miss pays for the lookup that tells a deleted or hidden post from one not acted on yet.
      if (!(await api.tweet(tweetId))) return incomplete(TWITTER_MESSAGES.postNotFound, { tweet_id: tweetId });
      return incomplete(notYet, { ...evidence, truncated: search.isTruncated });
    });
}
