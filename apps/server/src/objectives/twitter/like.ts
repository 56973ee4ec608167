import { engagementVerifier } from "./engagement";
import { TWITTER_MESSAGES } from "./twitter-objective";

/** twitter_like: the user is among the post's liking users. */
export const verifyTwitterLike = engagementVerifier((api) => api.likingUsers, TWITTER_MESSAGES.notLiked);
