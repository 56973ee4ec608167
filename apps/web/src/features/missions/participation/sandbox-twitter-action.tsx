import { useState } from "react";
import type { LinkedAccountView, ObjectiveView } from "@questhq/core";
import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api";
import { notify } from "@/lib/toast";

// Sandbox only (development and the demo): X is the built-in fake at /sandbox/twitter, so "doing"
// the objective means asking the fake to record it for the linked sandbox account, through its
// control API. Verify then checks it through the real API flow, exactly as with X.

type Act = { path: string; body: Record<string, unknown>; method?: "POST" | "PATCH"; done: string };

const REACTIONS = { twitter_like: ["like", "liked"], twitter_retweet: ["retweet", "retweeted"], twitter_bookmark: ["bookmark", "bookmarked"] } as const;

const tweetId = (url: unknown) => (typeof url === "string" ? /\/status(?:es)?\/(\d+)/.exec(url)?.[1] : undefined);
const handle = (v: unknown) => (typeof v === "string" ? v.trim().replace(/^@/, "") : "");

function sandboxAct(objective: ObjectiveView, me: LinkedAccountView): Act | null {
  const v = objective.values;
  const username = me.username?.replace(/^@/, "") ?? "";
  switch (objective.template) {
    case "twitter_follow":
      return { path: "follow", body: { username, target_username: handle(v.username) }, done: `Sandbox X: @${username} now follows @${handle(v.username)}.` };
    case "twitter_like":
    case "twitter_retweet":
    case "twitter_bookmark": {
      const [path, past] = REACTIONS[objective.template];
      return { path, body: { username, tweet_id: tweetId(v.tweetUrl) }, done: `Sandbox X: post ${past}.` };
    }
    case "twitter_comment":
      return { path: "reply", body: { username, tweet_id: tweetId(v.tweetUrl), text: "gm from the sandbox" }, done: "Sandbox X: reply posted." };
    case "twitter_post":
      return { path: "post", body: { username, text: String(v.tweetContent ?? "") }, done: "Sandbox X: post published." };
    case "twitter_username_update":
      return { path: `users/${me.provider_user_id}`, method: "PATCH", body: { name: `${me.display_name ?? username} ${String(v.addToUsername ?? "")}` }, done: "Sandbox X: name updated." };
    default:
      return null;
  }
}

export function SandboxTwitterAction({ objective, account }: { objective: ObjectiveView; account: LinkedAccountView }) {
  const [isBusy, setIsBusy] = useState(false);
  const act = sandboxAct(objective, account);
  if (!act) return null;
  const perform = async () => {
    setIsBusy(true);
    try {
      await apiFetch(`/sandbox/twitter/__control/${act.path}`, { method: act.method ?? "POST", body: act.body });
      notify.success(act.done);
    } catch {
      notify.error("The sandbox could not record this action (the post may not exist in the sandbox).");
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" className="w-full" isLoading={isBusy} onClick={() => void perform()}>
      {isBusy ? null : <FlaskConical className="size-4" aria-hidden />}
      Do it on Sandbox X
    </Button>
  );
}
