import { tweetIdFromUrl, usernameFrom } from "../../objectives/twitter/twitter-objective";
import { telegramTarget } from "../../objectives/telegram/telegram-join";
import { parseChannelUrl } from "../../providers/google/youtube-client";

// What an objective points at in the provider's world, read from its values the way the
// verifiers read them, so the sandbox creates exactly what verification will look for.

export type SandboxTarget =
  | { provider: "twitter"; kind: "account"; username: string }
  | { provider: "twitter"; kind: "post"; id: string; author: string }
  | {
      provider: "discord";
      kind: "server";
      id: string;
      name: string | null;
      roles: { id: string; name: string | null }[];
    }
  | { provider: "telegram"; kind: "group"; chat: string }
  | { provider: "google"; kind: "channel"; ref: string };

const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null;
const SNOWFLAKE = /^\d{17,20}$/;
// The author is the path segment before /status/ (x.com/<author>/status/<id>).
const AUTHOR = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter\.com|x\.com)\/([A-Za-z0-9_]{1,15})\/status\//i;

/** A YouTube channel link as the Google fake names channels: @handle, UC… id or user:name. */
export function channelRef(url: unknown): string | null {
  const ref = typeof url === "string" ? parseChannelUrl(url.trim()) : null;
  if (!ref) return null;
  if (ref.kind === "id") return ref.id;
  if (ref.kind === "username") return `user:${ref.username}`;
  // A legacy /c/ name is looked up as the @handle of the same name (as the verifier does).
  return ref.kind === "handle" ? ref.handle : `@${ref.name}`;
}

export const TEMPLATES_WITH_TARGETS = [
  "twitter_follow",
  "twitter_like",
  "twitter_retweet",
  "twitter_bookmark",
  "twitter_comment",
  "discord_join",
  "discord_role",
  "telegram_join",
  "youtube_sub",
] as const;

/** The targets an objective references; empty when it references nothing the fakes hold. */
export function sandboxTargets(template: string, values: Record<string, unknown>): SandboxTarget[] {
  switch (template) {
    case "twitter_follow": {
      const username = usernameFrom(String(values.username ?? "").replace(/^\s*@/, ""));
      return username ? [{ provider: "twitter", kind: "account", username }] : [];
    }
    case "twitter_like":
    case "twitter_retweet":
    case "twitter_bookmark":
    case "twitter_comment": {
      const id = tweetIdFromUrl(values.tweetUrl);
      const author = typeof values.tweetUrl === "string" ? AUTHOR.exec(values.tweetUrl.trim())?.[1] : undefined;
      return id && author ? [{ provider: "twitter", kind: "post", id, author }] : [];
    }
    case "discord_join":
    case "discord_role": {
      const id = text(values.discordServerId);
      if (!id || !SNOWFLAKE.test(id)) return [];
      const roleId = template === "discord_role" ? text(values.discordRoleId) : null;
      const roles = roleId && SNOWFLAKE.test(roleId) ? [{ id: roleId, name: text(values.discordRoleName) }] : [];
      return [{ provider: "discord", kind: "server", id, name: text(values.discordName), roles }];
    }
    case "telegram_join": {
      const target = telegramTarget(values.telegramGroupInviteUrl);
      return target.kind === "public" ? [{ provider: "telegram", kind: "group", chat: target.chatId }] : [];
    }
    case "youtube_sub": {
      const ref = channelRef(values.channelUrl);
      return ref ? [{ provider: "google", kind: "channel", ref }] : [];
    }
    default:
      // Steam games and YouTube videos need no record of their own: the fakes answer for any
      // app id, and watching a video is a timed visit.
      return [];
  }
}
