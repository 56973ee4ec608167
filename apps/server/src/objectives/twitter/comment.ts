import type { Verifier } from "../types";
import { findInPages } from "../../providers/twitter/api-client";
import { MAX_PAGES, TWITTER_MESSAGES, incomplete, tweetIdFromUrl, withTwitter } from "./twitter-objective";

/**
 * twitter_comment: a post by the user in the conversation the post starts, found with recent
 * search (`from:` takes the numeric id, so a renamed account still matches). Recent search
 * covers the last 7 days, which is when a participant verifies. A post that is itself a reply
 * deeper in a thread has another conversation id; missions link the thread's first post.
 */
export const verifyTwitterComment: Verifier = (ctx) =>
  withTwitter(ctx, async (api, account) => {
    const tweetId = tweetIdFromUrl(ctx.objective.values.tweetUrl);
    if (!tweetId) return incomplete(TWITTER_MESSAGES.invalidPostUrl);
    const query = `conversation_id:${tweetId} from:${account.providerUserId}`;
    const search = await findInPages(
      (token) => api.searchRecent(query, token),
      (t) => t.id !== tweetId && t.conversation_id === tweetId && t.author_id === account.providerUserId,
      MAX_PAGES,
    );
    const evidence = { twitter_user_id: account.providerUserId, tweet_id: tweetId };
    return search.found
      ? { status: "completed", evidence: { ...evidence, reply_id: search.found.id } }
      : incomplete(TWITTER_MESSAGES.notReplied, evidence);
  });
