import type { Verifier } from "../types";
import { findInPages } from "../../providers/twitter/api-client";
import { MAX_PAGES, TWITTER_MESSAGES, incomplete, tweetIdFromUrl, withTwitter } from "./twitter-objective";

/** twitter_bookmark: the post is in the user's bookmarks (private, read with bookmark.read). */
export const verifyTwitterBookmark: Verifier = (ctx) =>
  withTwitter(ctx, async (api, account) => {
    const tweetId = tweetIdFromUrl(ctx.objective.values.tweetUrl);
    if (!tweetId) return incomplete(TWITTER_MESSAGES.invalidPostUrl);
    const search = await findInPages(
      (token) => api.bookmarks(account.providerUserId, token),
      (t) => t.id === tweetId,
      MAX_PAGES,
    );
    if (search.isMissing) return incomplete(TWITTER_MESSAGES.accountGone);
    const evidence = { twitter_user_id: account.providerUserId, tweet_id: tweetId, pages_read: search.pages };
    return search.found
      ? { status: "completed", evidence }
      : incomplete(TWITTER_MESSAGES.notBookmarked, { ...evidence, truncated: search.isTruncated });
  });
