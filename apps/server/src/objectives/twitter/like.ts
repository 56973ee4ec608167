import { engagementVerifier } from "./engagement";
import { TWITTER_MESSAGES } from "./twitter-objective";

/** twitter_like: the post is among the user's liked posts (newest like first). */
export const verifyTwitterLike = engagementVerifier(
  (api, userId, token) => api.likedTweets(userId, token),
  (t, tweetId) => t.id === tweetId,
  TWITTER_MESSAGES.notLiked,
);
