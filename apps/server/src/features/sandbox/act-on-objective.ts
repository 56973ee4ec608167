import { eq } from "drizzle-orm";
import {
  AppError,
  SANDBOX_CHAIN_TEMPLATES,
  SANDBOX_PROVIDER_NAMES,
  sandboxProviderOf,
  type SandboxActProvider,
  type SandboxActResult,
} from "@questhq/core";
import { objective, weeklyChallenge } from "../../db/schema/index";
import type { SocialAccount } from "../../db/schema/index";
import { findLink } from "../accounts/linked-accounts";
import { isUuid, loadVisibleMission } from "../missions/mission-access";
import { participate } from "../participation/participate";
import { participateChallenge } from "../sagas/participate-challenge";
import type { Deps } from "../participation/verification-context";
import { PARTICIPATION_MESSAGES } from "../participation/participation-rules";
import { TELEGRAM_PRIVATE_INVITE, telegramTarget } from "../../objectives/telegram/telegram-join";
import type { PlatformSigner } from "../chain/platform-signer";
import { actOnChain, CHAIN_SANDBOX_MESSAGES } from "./act-on-chain";
import { provisionObjective } from "./provision-objective";
import { SandboxControlError, type SandboxControl } from "./sandbox-control";
import { sandboxTargets } from "./sandbox-targets";

// POST /sandbox/objectives/{id}/act: "Do it on Sandbox …" (a mission objective or a weekly challenge). The fake
// provider records the objective's action (follow, like, join, subscribe, play…) for the caller's linked sandbox
// account, after making sure the objective's target exists there. Verify then goes through
// the ordinary verification path, exactly as with the real provider. On-chain objectives of the
// local development chain are done there for the user's wallet (act-on-chain.ts). In-product
// objectives count what the user really did in QuestHQ, so the sandbox never fabricates them.

export const SANDBOX_MESSAGES = {
  off: "Not found.",
  nothingToDo: "This objective has nothing to do on a sandbox provider.",
  inProduct:
    "This objective counts what you have done in QuestHQ itself, so the sandbox cannot do it for you. " +
    "Complete the missions it asks for, then verify.",
  linkFirst: (name: string) => `Link your Sandbox ${name} account first.`,
  notSandbox: (name: string) => `Your linked ${name} account is a real one: do this objective on ${name} itself.`,
  badTarget:
    "This objective's link or id is not valid, so the sandbox cannot act on it. " +
    "The mission's organizer needs to fix it.",
  failed: "The sandbox could not record this action. Try again in a moment.",
} as const;

/** In-product objectives answered from the user's own history (questhq_custom_list_import is an organizer's list). */
const IN_PRODUCT = new Set([
  "questhq_complete_mission",
  "questhq_mission_won",
  "questhq_missions_completed",
  "questhq_objectives_completed",
  "questhq_points_earned",
]);

export type ActDeps = Deps & {
  sandbox: SandboxControl | null;
  /** Signs the mint permits of the local chain's onchain_mint objectives. */
  signer: PlatformSigner;
  log: { warn(o: object, m: string): void };
};

type Act = { me: SocialAccount; values: Record<string, unknown>; template: string; call: SandboxControl["call"] };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
const handle = (a: SocialAccount) => (a.username ?? "").replace(/^@/, "");

const PAST: Record<string, string> = { like: "liked", retweet: "retweeted", bookmark: "bookmarked" };

async function actOnTwitter({ me, values, template, call }: Act): Promise<string> {
  const user_id = me.providerUserId;
  await call("twitter", "PUT", `users/${user_id}`, {
    username: handle(me) || `user${user_id.slice(-6)}`,
    name: me.displayName ?? undefined,
  });
  const [target] = sandboxTargets(template, values);
  const tweet_id = target?.kind === "post" ? target.id : undefined;
  switch (template) {
    case "twitter_follow":
      if (target?.kind !== "account") throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
      await call("twitter", "POST", "follow", { user_id, target_username: target.username });
      return `Sandbox X: @${handle(me) || "you"} now follows @${target.username}.`;
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
      const name = current?.name ?? handle(me);
      if (!name.includes(wanted))
        await call("twitter", "PATCH", `users/${user_id}`, { name: `${name} ${wanted}`.trim() });
      return `Sandbox X: your name now includes "${wanted}".`;
    }
    default:
      throw new AppError("bad_request", SANDBOX_MESSAGES.nothingToDo);
  }
}

async function actOnDiscord({ me, values, template, call }: Act): Promise<string> {
  const [target] = sandboxTargets(template, values);
  if (target?.kind !== "server" || (template === "discord_role" && target.roles.length === 0))
    throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await call("discord", "PUT", `users/${me.providerUserId}`, {
    username: handle(me) || "sandbox_user",
    global_name: me.displayName,
  });
  await call("discord", "PUT", `guilds/${target.id}/members/${me.providerUserId}`, {
    add_roles: target.roles.map((r) => r.id),
  });
  const server = target.name ?? "the server";
  return template === "discord_role"
    ? `Sandbox Discord: you hold ${target.roles[0]!.name ?? "the role"} on ${server}.`
    : `Sandbox Discord: you joined ${server}.`;
}

async function actOnTelegram({ me, values, call }: Act): Promise<string> {
  const target = telegramTarget(values.telegramGroupInviteUrl);
  if (target.kind === "private") throw new AppError("bad_request", TELEGRAM_PRIVATE_INVITE);
  if (target.kind !== "public") throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await call("telegram", "PUT", `users/${me.providerUserId}`, {
    first_name: me.displayName ?? "Sandbox",
    ...(handle(me) ? { username: handle(me) } : {}),
  });
  await call("telegram", "PUT", `chats/${encodeURIComponent(target.chatId)}/members/${me.providerUserId}`, {
    status: "member",
  });
  return `Sandbox Telegram: you joined ${target.chatId}.`;
}

async function actOnYouTube({ me, values, call }: Act): Promise<string> {
  const [target] = sandboxTargets("youtube_sub", values);
  if (target?.kind !== "channel") throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await call("google", "PUT", `accounts/${me.providerUserId}`, { name: me.displayName ?? "Sandbox viewer" });
  const { body } = await call("google", "PUT", `channels/${encodeURIComponent(target.ref)}`);
  const channel = body as { id: string; handle: string };
  await call("google", "PUT", `accounts/${me.providerUserId}/subscriptions/${channel.id}`);
  return `Sandbox YouTube: you subscribed to ${channel.handle}.`;
}

async function actOnSteam({ me, values, template, call }: Act): Promise<string> {
  const appId = text(values.steam_game_id);
  if (!/^\d{1,10}$/.test(appId) || Number(appId) <= 0) throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  const game = text(values.game) || "The game";
  const steamId = me.providerUserId;
  await call("steam", "PUT", `accounts/${steamId}`, { personaname: me.displayName ?? "Sandbox player" });
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

const ACTORS: Record<SandboxActProvider, (a: Act) => Promise<string>> = {
  twitter: actOnTwitter,
  discord: actOnDiscord,
  telegram: actOnTelegram,
  google: actOnYouTube,
  steam: actOnSteam,
};

type ActTarget = {
  o: { id: string; template: string; values: Record<string, unknown> };
  chainId: number;
  visit(): Promise<unknown>;
};

/** A mission objective (visible to the caller) or one of a Saga's weekly challenges. */
async function loadTarget(deps: ActDeps, userId: string, id: string): Promise<ActTarget> {
  const [o] = await deps.db.select().from(objective).where(eq(objective.id, id));
  if (o) {
    // Drafts stay invisible (404) to anyone outside the organization, as everywhere else.
    const { row: mission } = await loadVisibleMission(deps.db, o.missionId, userId);
    const values = o.values as Record<string, unknown>;
    const visit = () => participate(deps, userId, mission.id, { objective_id: o.id, action: "visit" });
    return { o: { id: o.id, template: o.template, values }, chainId: mission.blockchainChainId, visit };
  }
  const [c] = await deps.db.select().from(weeklyChallenge).where(eq(weeklyChallenge.id, id));
  if (!c) throw new AppError("not_found", PARTICIPATION_MESSAGES.objectiveNotFound);
  const values = c.values as Record<string, unknown>;
  const chainId = Number(values.blockchain);
  return {
    o: { id: c.id, template: c.template, values },
    chainId: Number.isInteger(chainId) && chainId > 0 ? chainId : deps.env.STAKING_CHAIN_ID,
    visit: () => participateChallenge(deps, userId, c.id, { action: "visit" }),
  };
}

export async function actOnObjective(deps: ActDeps, userId: string, objectiveId: string): Promise<SandboxActResult> {
  const control = deps.sandbox;
  if (!control) throw new AppError("not_found", SANDBOX_MESSAGES.off);
  if (!isUuid(objectiveId)) throw new AppError("not_found", PARTICIPATION_MESSAGES.objectiveNotFound);
  const { o, chainId, visit } = await loadTarget(deps, userId, objectiveId);
  if (SANDBOX_CHAIN_TEMPLATES.includes(o.template)) {
    try {
      return await actOnChain(deps, userId, o, chainId);
    } catch (err) {
      if (err instanceof AppError) throw err;
      deps.log.warn({ err, objective: o.id }, "sandbox: the local chain refused the action");
      throw new AppError("bad_gateway", CHAIN_SANDBOX_MESSAGES.failed);
    }
  }
  if (IN_PRODUCT.has(o.template)) throw new AppError("bad_request", SANDBOX_MESSAGES.inProduct);
  const provider = sandboxProviderOf(o.template);
  if (!provider) throw new AppError("bad_request", SANDBOX_MESSAGES.nothingToDo);
  if (!control.providers.has(provider)) throw new AppError("not_found", SANDBOX_MESSAGES.off);
  const name = SANDBOX_PROVIDER_NAMES[provider];

  // Watching a video is a timed visit: the sandbox starts it the way opening the video does.
  if (o.template === "youtube_watch") {
    await visit();
    return {
      objective_id: o.id,
      provider,
      message: `Sandbox YouTube: you started watching. Verify in ${deps.env.VISIT_DWELL_SECONDS} seconds.`,
    };
  }

  const me = await findLink(deps.db, userId, provider);
  if (!me) throw new AppError("conflict", SANDBOX_MESSAGES.linkFirst(name), { provider: [provider] });
  if (!me.isSandbox) throw new AppError("conflict", SANDBOX_MESSAGES.notSandbox(name), { provider: [provider] });
  const values = o.values;
  try {
    await provisionObjective(control, { template: o.template, values });
    const message = await ACTORS[provider]({ me, values, template: o.template, call: control.call });
    return { objective_id: o.id, provider, message };
  } catch (err) {
    if (!(err instanceof SandboxControlError)) throw err;
    deps.log.warn({ err, objective: o.id }, "sandbox: the fake refused the action");
    throw new AppError("bad_gateway", SANDBOX_MESSAGES.failed);
  }
}
