import { type DrawerActionOf, type FamilyDrawerActions, partsOf, safeUrl, str } from "../drawer-action";

// Twitter: connect X, open the account, the post or the composer there, verify.

const onPost: DrawerActionOf = (o) => {
  const { v, own } = partsOf(o);
  return { kind: "social", account: "twitter", href: safeUrl(v.tweetUrl) ?? own };
};

export const twitterActions = {
  twitter_username_update: () => ({ kind: "social", account: "twitter", href: "https://x.com/settings/profile" }),
  twitter_follow: (o) => {
    const handle = str(o.values?.username).replace(/^@/, "");
    const href = /^[A-Za-z0-9_]+$/.test(handle) ? `https://x.com/${handle}` : undefined;
    return { kind: "social", account: "twitter", href };
  },
  twitter_like: onPost,
  twitter_bookmark: onPost,
  twitter_retweet: onPost,
  twitter_comment: onPost,
  twitter_post: (o) => {
    const text = str(o.values?.tweetContent);
    const href = text ? `https://x.com/intent/tweet?text=${encodeURIComponent(text)}` : undefined;
    return { kind: "social", account: "twitter", href };
  },
} satisfies FamilyDrawerActions;
