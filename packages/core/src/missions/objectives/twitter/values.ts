import { requiredText, tweetContentSchema, tweetUrlSchema, twitterUsernameSchema } from "../../fields";
import { base, type FamilyValues, valuesOf } from "../value-helpers";

const tweetObjective = valuesOf({ ...base, tweetUrl: tweetUrlSchema });

export const twitterValues = {
  twitter_username_update: valuesOf({
    ...base,
    addToUsername: requiredText("Enter what you'd like users to update their username to include"),
  }),
  twitter_follow: valuesOf({ ...base, username: twitterUsernameSchema }),
  twitter_like: tweetObjective,
  twitter_bookmark: tweetObjective,
  twitter_retweet: tweetObjective,
  twitter_comment: tweetObjective,
  twitter_post: valuesOf({ ...base, tweetContent: tweetContentSchema }),
} satisfies FamilyValues;
