import type { Verifier } from "../types";
import { findInPages } from "../../providers/twitter/api-client";
import { MAX_PAGES, TWITTER_MESSAGES, incomplete, normaliseText, typedText, withTwitter } from "./twitter-objective";

/** twitter_post: a post by the user since the mission started that contains values.tweetContent. */
export const verifyTwitterPost: Verifier = (ctx) =>
  withTwitter(ctx, async (api, account) => {
    const wanted = normaliseText(String(ctx.objective.values.tweetContent ?? ""));
    if (!wanted) return incomplete(TWITTER_MESSAGES.postMissing);
    const since = ctx.mission.startsAt;
    const search = await findInPages(
      // A retweet of someone's post ("RT @…: <their text>") is not the user's own post.
      (token) => api.userTweets(account.providerUserId, { startTime: since, exclude: "retweets" }, token),
      (t) =>
        (!since || !t.created_at || Date.parse(t.created_at) >= since.getTime()) &&
        normaliseText(typedText(t)).includes(wanted),
      MAX_PAGES,
    );
    if (search.isMissing) return incomplete(TWITTER_MESSAGES.accountGone);
    const evidence = { twitter_user_id: account.providerUserId, since: since?.toISOString() ?? null };
    return search.found
      ? { status: "completed", evidence: { ...evidence, tweet_id: search.found.id } }
      : incomplete(TWITTER_MESSAGES.postMissing, evidence);
  });
