import { AppError } from "@questhq/core";
import { parseChannelUrl } from "../../providers/google/youtube-client";
import { SANDBOX_MESSAGES } from "../sandbox-messages";
import { ensureSandboxAccount } from "../sandbox-account";
import type { SandboxAccount, SandboxAct, SandboxCall, SandboxTarget, SandboxWay } from "../types";

// "Do it on Sandbox YouTube": the Google fake subscribes the linked sandbox account to the channel. Watching a
// video is a timed visit, started the way opening the video does.

type ChannelTarget = { provider: "google"; kind: "channel"; ref: string };

/** A YouTube channel link as the Google fake names channels: @handle, UC… id or user:name. */
export function channelRef(url: unknown): string | null {
  const ref = typeof url === "string" ? parseChannelUrl(url.trim()) : null;
  if (!ref) return null;
  if (ref.kind === "id") return ref.id;
  if (ref.kind === "username") return `user:${ref.username}`;
  // A legacy /c/ name is looked up as the @handle of the same name (as the verifier does).
  return ref.kind === "handle" ? ref.handle : `@${ref.name}`;
}

function youtubeTargets(_template: string, values: Record<string, unknown>): ChannelTarget[] {
  const ref = channelRef(values.channelUrl);
  return ref ? [{ provider: "google", kind: "channel", ref }] : [];
}

/** The fake's Google account for a linked sandbox account. */
export const googleSandboxAccount: SandboxAccount = (me) => ({
  path: `accounts/${me.providerUserId}`,
  body: { name: me.displayName ?? "Sandbox viewer" },
});

async function provisionChannel(call: SandboxCall, target: SandboxTarget): Promise<void> {
  await call("google", "PUT", `channels/${encodeURIComponent((target as ChannelTarget).ref)}`);
}

async function actOnYouTube({ me, values, call }: SandboxAct): Promise<string> {
  const [target] = youtubeTargets("youtube_sub", values);
  if (target?.kind !== "channel") throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await ensureSandboxAccount(call, "google", googleSandboxAccount, me);
  const { body } = await call("google", "PUT", `channels/${encodeURIComponent(target.ref)}`);
  const channel = body as { id: string; handle: string };
  await call("google", "PUT", `accounts/${me.providerUserId}/subscriptions/${channel.id}`);
  return `Sandbox YouTube: you subscribed to ${channel.handle}.`;
}

export const youtubeSubSandbox = {
  kind: "provider",
  provider: "google",
  act: actOnYouTube,
  targets: youtubeTargets,
  provision: provisionChannel,
} satisfies SandboxWay;
export const youtubeWatchSandbox = { kind: "visit", provider: "google" } satisfies SandboxWay;
