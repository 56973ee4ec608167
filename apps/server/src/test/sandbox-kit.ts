import { createServer } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import type { SandboxActProvider } from "@questhq/core";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { startChainEnv, type ChainTestEnv } from "./chain-kit";
import { createTestApp, signInWithEmail, siweMessage, type Client, type TestApp } from "./harness";
import { linkByOAuth, linkSteam, linkTelegram } from "./social-kit";
import { linkTwitter } from "../features/social/twitter/twitter-test-kit";

// Tests of the sandbox world: the app with the provider fakes mounted at /sandbox, listening on
// a port, because verifiers and the fakes' sign-in pages are reached over HTTP at PUBLIC_URL.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** `extraEnv` may be a function, read when the app starts (e.g. a chain's URL from an earlier beforeAll). */
export function withSandboxApp(
  ready: (t: TestApp) => void,
  extraEnv: Record<string, string> | (() => Record<string, string>) = {},
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({
      SANDBOX_PROVIDERS: "true",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The test client speaks as the default browser origin.
      TRUSTED_ORIGINS: "http://localhost:3000",
      VISIT_DWELL_SECONDS: "0",
      ...(typeof extraEnv === "function" ? extraEnv() : extraEnv),
    });
    await t.app.listen({ port, host: "127.0.0.1" });
    ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** The sandbox app on a real local chain (anvil with the platform and the demo contracts), for the chain action. */
export function withSandboxChainApp(ready: (s: { t: TestApp; chain: ChainTestEnv }) => void): void {
  let chain: ChainTestEnv;
  beforeAll(async () => {
    chain = await startChainEnv();
  }, 120_000);
  withSandboxApp(
    (t) => ready({ t, chain }),
    () => chain.appEnv(),
  );
  afterAll(async () => chain?.close());
}

/** The fakes' control API of the running app (what provisioning and "Do it" use). */
export async function fake<T = unknown>(
  t: TestApp,
  provider: SandboxActProvider,
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  body?: unknown,
): Promise<T> {
  const control = t.app.sandbox;
  if (!control) throw new Error("the sandbox is off in this app");
  return (await control.call(provider, method, path, body)).body as T;
}

export type SandboxPlayer = { c: Client; ids: Record<SandboxActProvider, string> };

let players = 0;

/** A new user with a fresh sandbox account of each provider, all linked. */
export async function sandboxPlayer(t: TestApp, prefix = "player"): Promise<SandboxPlayer> {
  const n = ++players;
  const name = `${prefix}${n}`.slice(0, 15);
  const c = await signInWithEmail(t, `${prefix}-${n}@example.com`);
  const linkedX = await linkTwitter(c, { username: name });
  expect(linkedX.statusCode, linkedX.body).toBe(200);
  const discord = await fake<{ id: string }>(t, "discord", "POST", "users", { username: name });
  const google = await fake<{ sub: string }>(t, "google", "POST", "accounts", { name: `Player ${n}` });
  const steam = await fake<{ steamid: string }>(t, "steam", "POST", "accounts", { personaname: name });
  const telegram = await fake<{ id: number }>(t, "telegram", "POST", "users", { first_name: "Player", username: name });
  const github = await fake<{ id: number }>(t, "github", "POST", "users", { login: `${prefix}-${n}` });
  for (const res of [
    await linkByOAuth(c, "discord", discord.id),
    await linkByOAuth(c, "google", google.sub),
    await linkSteam(c, steam.steamid),
    await linkTelegram(c, telegram.id),
    await linkByOAuth(c, "github", github.id),
  ]) {
    expect(res.statusCode, res.body).toBe(200);
  }
  const me = await c.get("/api/v1/users/accounts");
  const accounts = (me.json() as { data: { provider: SandboxActProvider; provider_user_id: string }[] }).data;
  const ids = Object.fromEntries(accounts.map((a) => [a.provider, a.provider_user_id])) as Record<
    SandboxActProvider,
    string
  >;
  return { c, ids };
}

/** Links a wallet (a new one unless given) to the signed-in user, as /settings does (SIWE for the app's origin). */
export async function linkWallet(
  t: TestApp,
  c: Client,
  account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey()),
): Promise<PrivateKeyAccount> {
  const nonce = await c.post("/api/v1/wallets/nonce", { address: account.address, chainId: 1 });
  expect(nonce.statusCode, nonce.body).toBe(200);
  const site = new URL(t.env.PUBLIC_URL);
  const message = siweMessage(account, nonce.json().data.nonce, { domain: site.host, uri: site.origin });
  const linked = await c.post("/api/v1/wallets/verify", { message, signature: await account.signMessage({ message }) });
  expect(linked.statusCode, linked.body).toBe(200);
  return account;
}
