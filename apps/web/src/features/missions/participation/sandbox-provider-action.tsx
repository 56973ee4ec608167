import { useState } from "react";
import type { LinkedAccountView, ObjectiveView } from "@questhq/core";
import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api";
import { notify } from "@/lib/toast";
import { countOf } from "@questhq/core";

// Sandbox only: Discord, Steam, Telegram and YouTube are the built-in fakes at /sandbox, so
// "doing" an objective asks the fake to record it for the linked sandbox account (its control
// API). Verify then goes through the provider's real API, exactly as in production.

type Step = { path: string; method: "POST" | "PUT"; body?: Record<string, unknown> };
const NAMES = { discord: "Discord", steam: "Steam", telegram: "Telegram", google: "YouTube" } as const;
type SandboxProvider = keyof typeof NAMES;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

async function call(step: Step): Promise<unknown> {
  return apiFetch(step.path, { method: step.method, body: step.body ?? {} });
}

async function perform(objective: ObjectiveView, me: LinkedAccountView): Promise<string> {
  const v = objective.values;
  const id = me.provider_user_id;
  switch (objective.template) {
    case "discord_join":
    case "discord_role": {
      const roles = objective.template === "discord_role" ? [str(v.discordRoleId)] : [];
      await call({ path: `/sandbox/discord/__control/guilds/${str(v.discordServerId)}/members/${id}`, method: "PUT", body: { roles } });
      return objective.template === "discord_role" ? `Sandbox Discord: you hold ${str(v.discordRoleName) || "the role"}.` : `Sandbox Discord: you joined ${str(v.discordName) || "the server"}.`;
    }
    case "steam_download":
    case "steam_playtime":
      await call({ path: `/sandbox/steam/__control/accounts/${id}/games/${str(v.steam_game_id)}`, method: "PUT", body: { playtime_forever: Number(v.gaming_duration ?? 0) } });
      return `Sandbox Steam: ${str(v.game) || "the game"} is in your library${v.gaming_duration ? ` with ${countOf(Number(v.gaming_duration), "minute")} played` : ""}.`;
    case "steam_wishlist":
      await call({ path: `/sandbox/steam/__control/accounts/${id}/wishlist/${str(v.steam_game_id)}`, method: "PUT" });
      return `Sandbox Steam: ${str(v.game) || "the game"} is on your wishlist.`;
    case "telegram_join": {
      const name = /t\.me\/([A-Za-z0-9_]{4,})/.exec(str(v.telegramGroupInviteUrl))?.[1];
      if (!name) throw new Error("Only public t.me groups can be joined in the sandbox.");
      const join: Step = { path: `/sandbox/telegram/__control/chats/@${name}/members/${id}`, method: "PUT", body: { status: "member" } };
      try {
        await call(join);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        await call({ path: "/sandbox/telegram/__control/chats", method: "POST", body: { title: name, username: name } });
        await call(join);
      }
      return `Sandbox Telegram: you joined @${name}.`;
    }
    case "youtube_sub": {
      const url = str(v.channelUrl);
      const channelId = /\/channel\/(UC[\w-]+)/.exec(url)?.[1];
      const handle = /\/(@[\w.-]+)/.exec(url)?.[1];
      const { channels } = (await apiFetch("/sandbox/google/__control/accounts")) as { channels: { id: string; handle: string }[] };
      let channel = channels.find((c) => c.id === channelId || (handle && c.handle.toLowerCase() === handle.toLowerCase()));
      channel ??= (await call({ path: "/sandbox/google/__control/channels", method: "POST", body: { id: channelId, handle: handle ?? `@${channelId ?? "channel"}` } })) as { id: string; handle: string };
      await call({ path: `/sandbox/google/__control/accounts/${id}/subscriptions/${channel.id}`, method: "PUT" });
      return `Sandbox YouTube: you subscribed to ${channel.handle}.`;
    }
    default:
      throw new Error("This objective has no sandbox action.");
  }
}

const HAS_ACTION = new Set(["discord_join", "discord_role", "steam_download", "steam_playtime", "steam_wishlist", "telegram_join", "youtube_sub"]);

export function SandboxProviderAction({ objective, account }: { objective: ObjectiveView; account: LinkedAccountView }) {
  const [isBusy, setIsBusy] = useState(false);
  if (!HAS_ACTION.has(objective.template) || !(account.provider in NAMES)) return null;
  const name = NAMES[account.provider as SandboxProvider];
  const run = async () => {
    setIsBusy(true);
    try {
      notify.success(await perform(objective, account));
    } catch (error) {
      notify.error(error instanceof Error && !(error instanceof ApiError) ? error.message : `The sandbox could not record this action on ${name}.`);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" className="w-full" isLoading={isBusy} onClick={() => void run()}>
      {isBusy ? null : <FlaskConical className="size-4" aria-hidden />}
      Do it on Sandbox {name}
    </Button>
  );
}
