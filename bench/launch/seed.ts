// The launch's crowd before the clock starts: accounts, sessions, wallets and linked X accounts written in bulk (the
// launch measures arrival and verification, not sign-up), the same accounts and tokens at the sandbox X, and each
// wallet's ETH on the local chain for the on-chain objective. The rows are what sign-in (SIWE) and linking X would
// have written; the session cookie is better-auth's signed form of the session's token.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { tokenSealer } from "../../apps/server/src/lib/token-crypto";
import { TWITTER_SCOPES } from "../../apps/server/src/providers/twitter/oauth-client";
import type { LaunchUser } from "./plan";

const BATCH = 1000;

export type Secrets = { AUTH_SECRET: string; TOKEN_ENCRYPTION_KEY: string };

export type SeededUser = LaunchUser & { userId: string; wallet: `0x${string}` };

/** better-auth's signed cookie value: "<token>.<base64 HMAC-SHA256>", URL-encoded (lib/session.ts verifies it). */
export function sessionCookie(name: string, token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Accounts, sessions, wallets and linked X accounts for `count` users, in batches of multi-row inserts. */
export async function seedUsers(
  databaseUrl: string,
  count: number,
  secrets: Secrets,
  cookieName: string,
  xTokens: string[],
): Promise<SeededUser[]> {
  const sealer = tokenSealer({ ...secrets, TOKEN_ENCRYPTION_KEY_PREVIOUS: undefined });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const users: SeededUser[] = [];
  try {
    for (let from = 0; from < count; from += BATCH) {
      const ids: string[] = [];
      const tokens: string[] = [];
      const wallets: string[] = [];
      const twitterIds: string[] = [];
      const sealed: string[] = [];
      for (let n = from; n < Math.min(count, from + BATCH); n++) {
        const id = randomUUID();
        const token = randomBytes(24).toString("base64url");
        const wallet = `0x${createHash("sha256").update(`launch-wallet-${n}`).digest("hex").slice(0, 40)}` as const;
        const twitterId = String(7_000_000_000 + n);
        ids.push(id);
        tokens.push(token);
        wallets.push(wallet);
        twitterIds.push(twitterId);
        sealed.push(sealer.seal(xTokens[n]!));
        users.push({
          userId: id,
          wallet,
          twitterId,
          cookie: sessionCookie(cookieName, token, secrets.AUTH_SECRET),
          // A client address each, as the balancer passes it on (X-Forwarded-For): per-client limits see people.
          ip: `10.${1 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
        });
      }
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
         SELECT id, 'Launch ' || n, 'launch-' || n || '@bench.invalid', true, now(), now()
         FROM unnest($1::text[], $2::int[]) AS t(id, n)`,
        [ids, ids.map((_, i) => from + i)],
      );
      await client.query(
        `INSERT INTO session (id, token, user_id, expires_at, created_at, updated_at)
         SELECT gen_random_uuid()::text, token, user_id, now() + interval '7 days', now(), now()
         FROM unnest($1::text[], $2::text[]) AS t(user_id, token)`,
        [ids, tokens],
      );
      await client.query(
        `INSERT INTO wallet_address (id, user_id, address, chain_id, is_primary)
         SELECT gen_random_uuid()::text, user_id, address, 1, true
         FROM unnest($1::text[], $2::text[]) AS t(user_id, address)`,
        [ids, wallets],
      );
      await client.query(
        `INSERT INTO social_account (user_id, provider, provider_user_id, username, access_token_enc, token_expires_at,
           scope, is_sandbox)
         SELECT user_id, 'twitter', x_id, 'l' || x_id, sealed, now() + interval '1 day', $4, false
         FROM unnest($1::text[], $2::text[], $3::text[]) AS t(user_id, x_id, sealed)`,
        [ids, twitterIds, sealed, TWITTER_SCOPES.join(" ")],
      );
      await client.query("COMMIT");
    }
  } finally {
    await client.end();
  }
  return users;
}

/** The same accounts at the sandbox X, each with the access token our database holds sealed. */
export async function seedSandboxX(fakesUrl: string, users: SeededUser[], xTokens: string[]): Promise<void> {
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${fakesUrl}/twitter/__control/${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox X ${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < users.length; n = next++) {
      const u = users[n]!;
      await send("PUT", `users/${u.twitterId}`, { username: `l${u.twitterId}` });
      await send("POST", "tokens/restore", {
        account_id: u.twitterId,
        access_token: xTokens[n],
        scope: TWITTER_SCOPES.join(" "),
        expires_at: Date.now() + 86_400_000,
      });
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/** Each wallet holds `wei` on the local chain (anvil_setBalance, in JSON-RPC batches). */
export async function fundWallets(rpcUrl: string, wallets: string[], wei: bigint): Promise<void> {
  for (let from = 0; from < wallets.length; from += 500) {
    const batch = wallets.slice(from, from + 500).map((w, i) => ({
      jsonrpc: "2.0",
      id: from + i,
      method: "anvil_setBalance",
      params: [w, `0x${wei.toString(16)}`],
    }));
    const res = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(batch),
    });
    const answers = (await res.json()) as { error?: unknown }[];
    const failed = answers.find((a) => a.error);
    if (failed) throw new Error(`anvil_setBalance: ${JSON.stringify(failed.error)}`);
  }
}
