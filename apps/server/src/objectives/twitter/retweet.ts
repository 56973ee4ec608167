import { engagementVerifier } from "./engagement";
import { TWITTER_MESSAGES } from "./twitter-objective";

/**
 * twitter_retweet: the user's own timeline holds a retweet of the post. X lists a retweet there as the user's post
 * that references the original as "retweeted"; replies are left out, which leaves room for more retweets a page.
 */
export const verifyTwitterRetweet = engagementVerifier(
  (api, userId, token) => api.userTweets(userId, { exclude: "replies" }, token),
  (t, tweetId) => t.referenced_tweets?.some((r) => r.type === "retweeted" && r.id === tweetId) ?? false,
  TWITTER_MESSAGES.notRetweeted,
);
