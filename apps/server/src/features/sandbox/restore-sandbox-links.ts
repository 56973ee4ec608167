import { and, eq, isNull } from "drizzle-orm";
import type { SandboxActProvider } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { socialAccount, type SocialAccount } from "../../db/schema/index";
import { tokenSealer } from "../../lib/token-crypto";
import type { SandboxControl } from "./sandbox-control";

// The fakes forget their accounts and tokens on a restart; the database does not. At start,
// every live sandbox link is made known to its fake again (the account with the same id, and
// the tokens the server holds), so nobody has to link their sandbox accounts again.

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

const name = (a: SocialAccount) => (a.username ?? "").replace(/^@/, "");

async function ensureAccount(control: SandboxControl, a: SocialAccount): Promise<void> {
  const id = a.providerUserId;
  switch (a.provider as SandboxActProvider) {
    case "twitter":
      return void (await control.call("twitter", "PUT", `users/${id}`, {
        username: name(a) || `user${id.slice(-6)}`,
        ...(a.displayName ? { name: a.displayName } : {}),
      }));
    case "discord":
      return void (await control.call("discord", "PUT", `users/${id}`, {
        username: name(a) || "sandbox_user",
        global_name: a.displayName,
      }));
    case "google":
      return void (await control.call("google", "PUT", `accounts/${id}`, { name: a.displayName ?? "Sandbox viewer" }));
    case "steam":
      return void (await control.call("steam", "PUT", `accounts/${id}`, {
        personaname: a.displayName ?? "Sandbox player",
      }));
    case "github":
      return void (await control.call("github", "PUT", `users/${id}`, {
        login: name(a) || `sandbox-${id}`,
        ...(a.displayName ? { name: a.displayName } : {}),
      }));
    case "telegram":
      return void (await control.call("telegram", "PUT", `users/${id}`, {
        first_name: a.displayName ?? "Sandbox",
        ...(name(a) ? { username: name(a) } : {}),
      }));
  }
}

export async function restoreSandboxLinks(db: Db, env: Env, control: SandboxControl | null, log: Log): Promise<number> {
  if (!control) return 0;
  const sealer = tokenSealer(env);
  const links = await db
    .select()
    .from(socialAccount)
    .where(and(eq(socialAccount.isSandbox, true), isNull(socialAccount.unlinkedAt)));
  let restored = 0;
  for (const a of links) {
    const provider = a.provider as SandboxActProvider;
    if (!control.providers.has(provider)) continue;
    try {
      await ensureAccount(control, a);
      // X, Discord, Google and GitHub answer with the user's token; Steam and Telegram need none.
      const holdsToken = ["twitter", "discord", "google", "github"].includes(provider);
      if (a.accessTokenEnc && holdsToken) {
        await control.call(provider, "POST", "tokens/restore", {
          account_id: a.providerUserId,
          access_token: sealer.open(a.accessTokenEnc),
          ...(a.refreshTokenEnc ? { refresh_token: sealer.open(a.refreshTokenEnc) } : {}),
          scope: a.scope ?? "",
          expires_at: a.tokenExpiresAt?.getTime() ?? Date.now() + 3_600_000,
        });
      }
      restored += 1;
    } catch (err) {
      log.warn({ err, provider, account: a.id }, "sandbox: could not restore a linked account");
    }
  }
  if (links.length) log.info({ restored }, "sandbox: linked sandbox accounts restored in the provider fakes");
  return restored;
}
