import type { LinkedAccountProvider } from "../linked-account";

export const twitterAccount = {
  key: "twitter",
  name: "Twitter",
  accountName: "Twitter",
  label: "Twitter/X",
  service: "Twitter/X",
  sandboxName: "X",
  icon: "twitter",
  objectiveProviders: ["twitter"],
  templatePrefix: "twitter_",
  actionValue: "tweetUrl",
} as const satisfies LinkedAccountProvider;
