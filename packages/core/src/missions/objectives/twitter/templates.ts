import { linkRow, text, textRow } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { req } from "../template-fields";

// Twitter (X): the user's linked account does what the objective asks (docs/product/objectives.md#templates).

const tweetUrl = req("tweetUrl", "Post URL", "url", { placeholder: "https://x.com/jack/status/20" });

const handleOf = (username: unknown) => text(username)?.replace(/^@/, "");

function twitterProfileUrl(username: unknown): string | null {
  const handle = handleOf(username);
  return handle && /^[A-Za-z0-9_]+$/.test(handle) ? `https://x.com/${handle}` : null;
}

const post = (title: string, description: string, displayTitle: string) => ({
  provider: "twitter" as const,
  category: "Social",
  title,
  description,
  fields: [tweetUrl],
  displayTitle: () => displayTitle,
  detailRows: (v: Record<string, unknown>) => linkRow("Post", v.tweetUrl),
});

export const twitterTemplates = {
  twitter_username_update: {
    provider: "twitter",
    category: "Social",
    title: "Update Twitter username",
    description: "Users add a text to their Twitter username.",
    fields: [req("addToUsername", "Text to add to the username", "text", { placeholder: "🪐" })],
    displayTitle: (v) => `Add "${text(v.addToUsername) ?? ""}" to your Twitter username`,
    detailRows: (v) => textRow("Add to your username", v.addToUsername),
  },
  twitter_follow: {
    provider: "twitter",
    category: "Social",
    title: "Follow on Twitter",
    description: "Users follow a Twitter account.",
    fields: [req("username", "Twitter username", "text", { placeholder: "@jack" })],
    displayTitle: (v) => `Follow ${text(v.username) ?? "this account"} on Twitter`,
    targetUrl: (v) => twitterProfileUrl(v.username),
    detailRows: (v) => {
      const handle = handleOf(v.username);
      return handle && /^[A-Za-z0-9_]+$/.test(handle)
        ? linkRow("Account", `https://x.com/${handle}`, `@${handle}`)
        : textRow("Account", v.username);
    },
  },
  twitter_like: post("Like a post", "Users like a post on Twitter.", "Like this post on Twitter"),
  twitter_bookmark: post("Bookmark a post", "Users bookmark a post on Twitter.", "Bookmark this post on Twitter"),
  twitter_retweet: post("Retweet a post", "Users retweet a post on Twitter.", "Retweet this post on Twitter"),
  twitter_comment: post("Comment on a post", "Users reply to a post on Twitter.", "Comment on this post on Twitter"),
  twitter_post: {
    provider: "twitter",
    category: "Social",
    title: "Post on Twitter",
    description: "Users post a given text on Twitter.",
    fields: [req("tweetContent", "Post text", "textarea", { help: "At most 280 characters." })],
    displayTitle: () => "Post on Twitter",
    detailRows: (v) => {
      const t = text(v.tweetContent);
      return t ? [{ label: "Post this text", value: { kind: "quote", text: t } }] : [];
    },
  },
} satisfies FamilyTemplates;
