import { engagementVerifier } from "./engagement";
import { TWITTER_MESSAGES } from "./twitter-objective";

/** twitter_retweet: the user is among the accounts that retweeted the post. */
export const verifyTwitterRetweet = engagementVerifier((api) => api.retweetedBy, TWITTER_MESSAGES.notRetweeted);
