import { AppError } from "@questhq/core";
import { handleOf, SANDBOX_MESSAGES } from "../sandbox-messages";
import { ensureSandboxAccount } from "../sandbox-account";
import type { SandboxAccount, SandboxAct, SandboxCall, SandboxTarget, SandboxWay } from "../types";

// "Do it on Sandbox Discord": the Discord fake makes the linked sandbox account a member (with the role).

/** The fake's user for a linked sandbox account. */
export const discordSandboxAccount: SandboxAccount = (me) => ({
  path: `users/${me.providerUserId}`,
  body: { username: handleOf(me) || "sandbox_user", global_name: me.displayName },
});

type DiscordTarget = {
  provider: "discord";
  kind: "server";
  id: string;
  name: string | null;
  roles: { id: string; name: string | null }[];
};

const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null;
const SNOWFLAKE = /^\d{17,20}$/;

function discordTargets(template: string, values: Record<string, unknown>): DiscordTarget[] {
  const id = text(values.discordServerId);
  if (!id || !SNOWFLAKE.test(id)) return [];
  const roleId = template === "discord_role" ? text(values.discordRoleId) : null;
  const roles = roleId && SNOWFLAKE.test(roleId) ? [{ id: roleId, name: text(values.discordRoleName) }] : [];
  return [{ provider: "discord", kind: "server", id, name: text(values.discordName), roles }];
}

async function provisionDiscord(call: SandboxCall, target: SandboxTarget): Promise<void> {
  const t = target as DiscordTarget;
  await call("discord", "PUT", `guilds/${t.id}`, {
    ...(t.name ? { name: t.name } : {}),
    roles: t.roles.map((r) => ({ id: r.id, ...(r.name ? { name: r.name } : {}) })),
  });
}

async function actOnDiscord({ me, values, template, call }: SandboxAct): Promise<string> {
  const [target] = discordTargets(template, values);
  if (target?.kind !== "server" || (template === "discord_role" && target.roles.length === 0))
    throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await ensureSandboxAccount(call, "discord", discordSandboxAccount, me);
  await call("discord", "PUT", `guilds/${target.id}/members/${me.providerUserId}`, {
    add_roles: target.roles.map((r) => r.id),
  });
  const server = target.name ?? "the server";
  return template === "discord_role"
    ? `Sandbox Discord: you hold ${target.roles[0]!.name ?? "the role"} on ${server}.`
    : `Sandbox Discord: you joined ${server}.`;
}

export const discordSandbox = {
  kind: "provider",
  provider: "discord",
  act: actOnDiscord,
  targets: discordTargets,
  provision: provisionDiscord,
} satisfies SandboxWay;
