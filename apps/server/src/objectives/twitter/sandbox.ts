import { AppError } from "@questhq/core";
import { handleOf, SANDBOX_MESSAGES, sandboxText as text } from "../sandbox-messages";
import { ensureSandboxAccount } from "../sandbox-account";
import type { SandboxAccount, SandboxAct, SandboxCall, SandboxTarget, SandboxWay } from "../types";
import { tweetIdFromUrl, usernameFrom } from "./twitter-objective";

// "Do it on Sandbox X": the X fake records the follow, like, reply, post or new name for the linked sandbox account.

type TwitterTarget =
  | { provider: "twitter"; kind: "account"; username: string }
  | { provider: "twitter"; kind: "post"; id: string; author: string };

// The author is the path segment before /status/ (x.com/<author>/status/<id>).
const AUTHOR = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/([A-Za-z0-9_]{1,15})\/status\//i;

function twitterTargets(template: string, values: Record<string, unknown>): TwitterTarget[] {
  if (template === "twitter_follow") {
    const username = usernameFrom(String(values.username ?? "").replace(/^\s*@/, ""));
    return username ? [{ provider: "twitter", kind: "account", username }] : [];
  }
  const id = tweetIdFromUrl(values.tweetUrl);
  const author = typeof values.tweetUrl === "string" ? AUTHOR.exec(values.tweetUrl.trim())?.[1] : undefined;
  return id && author ? [{ provider: "twitter", kind: "post", id, author }] : [];
}

async function provisionTwitter(call: SandboxCall, target: SandboxTarget): Promise<void> {
  const t = target as TwitterTarget;
  if (t.kind === "account") await call("twitter", "PUT", `brands/${encodeURIComponent(t.username)}`);
  else await call("twitter", "PUT", `tweets/${t.id}`, { author: t.author });
}

/** The fake's user for a linked sandbox account. */
export const twitterSandboxAccount: SandboxAccount = (me) => ({
  path: `users/${me.providerUserId}`,
  body: {
    username: handleOf(me) || `user${me.providerUserId.slice(-6)}`,
    ...(me.displayName ? { name: me.displayName } : {}),
  },
});

const PAST: Record<string, string> = { like: "liked", retweet: "retweeted", bookmark: "bookmarked" };

async function actOnTwitter({ me, values, template, call }: SandboxAct): Promise<string> {
  const user_id = me.providerUserId;
  await ensureSandboxAccount(call, "twitter", twitterSandboxAccount, me);
  const [target] = twitterTargets(template, values);
  const tweet_id = target?.kind === "post" ? target.id : undefined;
  switch (template) {
    case "twitter_follow":
      if (target?.kind !== "account") throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
      await call("twitter", "POST", "follow", { user_id, target_username: target.username });
      return `Sandbox X: @${handleOf(me) || "you"} now follows @${target.username}.`;
    case "twitter_like":
    case "twitter_retweet":
    case "twitter_bookmark": {
      if (!tweet_id) throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
      const action = template.slice("twitter_".length);
      await call("twitter", "POST", action, { user_id, tweet_id });
      return `Sandbox X: post ${PAST[action]}.`;
    }
    case "twitter_comment":
      if (!tweet_id) throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
      await call("twitter", "POST", "reply", { user_id, tweet_id, text: "gm from the sandbox" });
      return "Sandbox X: reply posted.";
    case "twitter_post":
      await call("twitter", "POST", "post", { user_id, text: text(values.tweetContent) || "gm" });
      return "Sandbox X: post published.";
    case "twitter_username_update": {
      const wanted = text(values.addToUsername);
      const { body } = await call("twitter", "GET", "users");
      const current = (body as { data: { id: string; name: string }[] }).data.find((u) => u.id === user_id);
      const name = current?.name ?? handleOf(me);
      if (!name.includes(wanted))
        await call("twitter", "PATCH", `users/${user_id}`, { name: `${name} ${wanted}`.trim() });
      return `Sandbox X: your name now includes "${wanted}".`;
    }
    default:
      throw new AppError("bad_request", SANDBOX_MESSAGES.nothingToDo);
  }
}

/** Posting and renaming need nothing made first. */
export const twitterSandbox = { kind: "provider", provider: "twitter", act: actOnTwitter } satisfies SandboxWay;
/** Following and acting on a post need the account or the post to exist in the fake. */
export const twitterSandboxWithTarget = {
  ...twitterSandbox,
  targets: twitterTargets,
  provision: provisionTwitter,
} satisfies SandboxWay;
