import { and, eq, isNull } from "drizzle-orm";
import type { SandboxActProvider } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { socialAccount } from "../../db/schema/index";
import { PROVIDER_LINKING } from "../social/index";
import { tokenSealer } from "../../lib/token-crypto";
import type { SandboxControl } from "./sandbox-control";

// The fakes forget their accounts and tokens on a restart; the database does not. At start,
// every live sandbox link is made known to its fake again (the account with the same id, and
// the tokens the server holds), so nobody has to link their sandbox accounts again.

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

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
      const linking = PROVIDER_LINKING[provider];
      const { path, body } = linking.sandboxAccount(a);
      await control.call(provider, "PUT", path, body);
      if (a.accessTokenEnc && linking.holdsToken) {
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
