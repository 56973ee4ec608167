import type { VerifierFamily } from "../types";
import { verifyTwitterFollow } from "./follow";
import { verifyTwitterLike } from "./like";
import { verifyTwitterBookmark } from "./bookmark";
import { verifyTwitterRetweet } from "./retweet";
import { verifyTwitterComment } from "./comment";
import { verifyTwitterPost } from "./post";
import { verifyTwitterUsernameUpdate } from "./username-update";

// Twitter/X objectives, each checked against the API v2 with the user's linked account.
export const twitterVerifiers: VerifierFamily = {
  twitter_follow: verifyTwitterFollow,
  twitter_like: verifyTwitterLike,
  twitter_bookmark: verifyTwitterBookmark,
  twitter_retweet: verifyTwitterRetweet,
  twitter_comment: verifyTwitterComment,
  twitter_post: verifyTwitterPost,
  twitter_username_update: verifyTwitterUsernameUpdate,
};
