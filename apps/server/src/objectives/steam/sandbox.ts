import { AppError } from "@questhq/core";
import { SANDBOX_MESSAGES, sandboxText as text } from "../sandbox-messages";
import { ensureSandboxAccount } from "../sandbox-account";
import type { SandboxAccount, SandboxAct, SandboxWay } from "../types";

// "Do it on Sandbox Steam": the Steam fake puts the game in the linked account's library or wishlist, or plays it.
// Games need no record of their own: the fake answers for any app id.

/** The fake's account for a linked sandbox account. */
export const steamSandboxAccount: SandboxAccount = (me) => ({
  path: `accounts/${me.providerUserId}`,
  body: { personaname: me.displayName ?? "Sandbox player" },
});

async function actOnSteam({ me, values, template, call }: SandboxAct): Promise<string> {
  const appId = text(values.steam_game_id);
  if (!/^\d{1,10}$/.test(appId) || Number(appId) <= 0) throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  const game = text(values.game) || "The game";
  const steamId = me.providerUserId;
  await ensureSandboxAccount(call, "steam", steamSandboxAccount, me);
  if (template === "steam_wishlist") {
    await call("steam", "PUT", `accounts/${steamId}/wishlist/${appId}`, {});
    return `Sandbox Steam: ${game} is on your wishlist.`;
  }
  if (template === "steam_playtime") {
    const needed = Math.ceil(Number(values.gaming_duration) || 0);
    const { body } = await call("steam", "PUT", `accounts/${steamId}/games/${appId}`, {});
    const played =
      (body as { games: Record<string, { playtime_forever: number }> }).games[appId]?.playtime_forever ?? 0;
    if (played < needed) await call("steam", "PUT", `accounts/${steamId}/games/${appId}`, { playtime_forever: needed });
    return `Sandbox Steam: you played ${game} for ${Math.max(played, needed)} minutes.`;
  }
  await call("steam", "PUT", `accounts/${steamId}/games/${appId}`, {});
  return `Sandbox Steam: ${game} is in your library.`;
}

export const steamSandbox = { kind: "provider", provider: "steam", act: actOnSteam } satisfies SandboxWay;
