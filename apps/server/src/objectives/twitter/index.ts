import { type FamilyServerTemplates, verifiersOf } from "../types";
import { verifyTwitterFollow } from "./follow";
import { verifyTwitterLike } from "./like";
import { verifyTwitterBookmark } from "./bookmark";
import { verifyTwitterRetweet } from "./retweet";
import { verifyTwitterComment } from "./comment";
import { verifyTwitterPost } from "./post";
import { verifyTwitterUsernameUpdate } from "./username-update";
import { twitterSandbox, twitterSandboxWithTarget } from "./sandbox";

// Twitter/X objectives, each checked against the API v2 with the user's linked account.
export const twitterTemplates = {
  twitter_follow: { verify: verifyTwitterFollow, sandbox: twitterSandboxWithTarget },
  twitter_like: { verify: verifyTwitterLike, sandbox: twitterSandboxWithTarget },
  twitter_bookmark: { verify: verifyTwitterBookmark, sandbox: twitterSandboxWithTarget },
  twitter_retweet: { verify: verifyTwitterRetweet, sandbox: twitterSandboxWithTarget },
  twitter_comment: { verify: verifyTwitterComment, sandbox: twitterSandboxWithTarget },
  twitter_post: { verify: verifyTwitterPost, sandbox: twitterSandbox },
  twitter_username_update: { verify: verifyTwitterUsernameUpdate, sandbox: twitterSandbox },
} satisfies FamilyServerTemplates;

export const twitterVerifiers = verifiersOf(twitterTemplates);
