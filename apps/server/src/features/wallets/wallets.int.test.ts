import { describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  signInWithEmail,
  signInWithWallet,
  siweMessage,
  withTestApp,
  type Client,
  type TestApp,
} from "../../test/harness";
import { WALLET_TAKEN_MESSAGE } from "./link-wallet";

let t: TestApp;
withTestApp((app) => (t = app));

async function link(c: Client, account = privateKeyToAccount(generatePrivateKey())) {
  const nonceRes = await c.post("/api/v1/wallets/nonce", { address: account.address, chainId: 1 });
  expect(nonceRes.statusCode).toBe(200);
  const message = siweMessage(account, nonceRes.json().data.nonce);
  const signature = await account.signMessage({ message });
  return { res: await c.post("/api/v1/wallets/verify", { message, signature }), account, message, signature };
}

describe("wallet linking", () => {
  it("links a wallet to a signed-in email account; the wallet then signs into that account", async () => {
    const c = await signInWithEmail(t, "linker@example.com");
    const { res, account } = await link(c);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ address: account.address, chainId: 1, isPrimary: true });
    const me = (await c.get("/api/v1/users/me")).json().data;
    expect(me.wallets.map((w: { address: string }) => w.address)).toEqual([account.address]);
    // Email still leads the display name (spec: email, then ENS, then shortened wallet).
    expect(me.displayName).toBe("linker@example.com");

    const viaWallet = await signInWithWallet(t, account);
    expect((await viaWallet.client.get("/api/v1/users/me")).json().data.id).toBe(me.id);
  });

  it("refuses a replayed verification", async () => {
    const c = await signInWithEmail(t, "replay@example.com");
    const { message, signature } = await link(c);
    const again = await c.post("/api/v1/wallets/verify", { message, signature });
    expect(again.statusCode).toBe(401);
  });

  it("a wallet address belongs to one account only", async () => {
    const owner = await signInWithEmail(t, "owner@example.com");
    const thief = await signInWithEmail(t, "thief@example.com");
    const account = privateKeyToAccount(generatePrivateKey());
    expect((await link(owner, account)).res.statusCode).toBe(200);
    const taken = await link(thief, account);
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().error).toEqual({ code: "wallet_taken", message: WALLET_TAKEN_MESSAGE });
    // Relinking your own wallet is harmless.
    expect((await link(owner, account)).res.statusCode).toBe(200);
    expect((await owner.get("/api/v1/users/me")).json().data.wallets).toHaveLength(1);
  });

  it("refuses a signature that is not the wallet's", async () => {
    const c = await signInWithEmail(t, "forger@example.com");
    const account = privateKeyToAccount(generatePrivateKey());
    const impostor = privateKeyToAccount(generatePrivateKey());
    const { nonce } = (await c.post("/api/v1/wallets/nonce", { address: account.address, chainId: 1 })).json().data;
    const message = siweMessage(account, nonce);
    const res = await c.post("/api/v1/wallets/verify", { message, signature: await impostor.signMessage({ message }) });
    expect(res.statusCode).toBe(401);
    expect((await c.get("/api/v1/users/me")).json().data.wallets).toEqual([]);
  });

  it("refuses a nonce asked for by another user", async () => {
    const a = await signInWithEmail(t, "nonce-a@example.com");
    const b = await signInWithEmail(t, "nonce-b@example.com");
    const account = privateKeyToAccount(generatePrivateKey());
    const { nonce } = (await a.post("/api/v1/wallets/nonce", { address: account.address, chainId: 1 })).json().data;
    const message = siweMessage(account, nonce);
    const res = await b.post("/api/v1/wallets/verify", { message, signature: await account.signMessage({ message }) });
    expect(res.statusCode).toBe(401);
  });

  it("unlinks a wallet and promotes the next one to primary", async () => {
    const c = await signInWithEmail(t, "unlink@example.com");
    const first = await link(c);
    const second = await link(c);
    const del = await c.delete(`/api/v1/wallets/${first.account.address}`);
    expect(del.statusCode).toBe(200);
    const wallets = (await c.get("/api/v1/users/me")).json().data.wallets;
    expect(wallets).toEqual([expect.objectContaining({ address: second.account.address, isPrimary: true })]);
    expect((await c.delete(`/api/v1/wallets/${first.account.address}`)).statusCode).toBe(404);
  });

  it("validates the address and needs a session", async () => {
    const c = await signInWithEmail(t, "badaddr@example.com");
    const bad = await c.post("/api/v1/wallets/nonce", { address: "0x123", chainId: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.address).toEqual(["Invalid EVM address"]);
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/v1/wallets/nonce",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ address: `0x${"1".repeat(40)}`, chainId: 1 }),
    });
    expect(anon.statusCode).toBe(401);
  });
});
