import type { DemoObjectiveSpec } from "../seed-spec";

// The X objectives of the demo missions and weekly challenges (db/seed/).

export function tweetUrl(n: number): string {
  return `https://x.com/questhq/status/${1790000000000000000n + BigInt(n)}`;
}

export const twitterSeed = {
  twitterFollow: (username: string): DemoObjectiveSpec => ({
    template: "twitter_follow",
    provider: "twitter",
    values: { username: `@${username}`, button_title: `Follow @${username}` },
  }),
  twitterLike: (n: number): DemoObjectiveSpec => ({
    template: "twitter_like",
    provider: "twitter",
    values: { tweetUrl: tweetUrl(n) },
  }),
  twitterRetweet: (n: number): DemoObjectiveSpec => ({
    template: "twitter_retweet",
    provider: "twitter",
    values: { tweetUrl: tweetUrl(n) },
  }),
  twitterPost: (tweetContent: string): DemoObjectiveSpec => ({
    template: "twitter_post",
    provider: "twitter",
    values: { tweetContent },
  }),
};
