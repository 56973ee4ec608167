import { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { SIWE_NONCE_LENGTH } from "../../lib/siwe";
import { nonceLeaks } from "../../test/nonce-checks";
import { Client, signInWithEmail, withTestApp, type TestApp } from "../../test/harness";

// The nonces the API hands out (SIWE sign-in and wallet linking) come from the CSPRNG generator: issued one after
// another they give nothing away about each other (lib/siwe.test.ts runs the same checks on 10,000 of them).

let t: TestApp;
withTestApp((app) => (t = app));

const COUNT = 500;
const isOurs = (nonce: string) => nonce.length === SIWE_NONCE_LENGTH && /^[A-Za-z0-9]+$/.test(nonce);

describe("nonces handed out by the API", () => {
  it(`${COUNT} consecutive sign-in nonces share no window with their predecessors`, async () => {
    const client = new Client(t.app, null);
    const nonces: string[] = [];
    for (let i = 0; i < COUNT; i++) nonces.push((await client.post("/api/auth/siwe/nonce", {})).json().nonce);
    expect(nonces.filter((n) => !isOurs(n))).toEqual([]);
    expect(nonceLeaks(nonces)).toEqual([]);
  }, 120_000);

  it(`${COUNT} consecutive wallet-linking nonces share no window with their predecessors`, async () => {
    const client = await signInWithEmail(t, "nonce-linker@example.com");
    const { address } = privateKeyToAccount(generatePrivateKey());
    const nonces: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      nonces.push((await client.post("/api/v1/wallets/nonce", { address, chainId: 1 })).json().data.nonce);
    }
    expect(nonces.filter((n) => !isOurs(n))).toEqual([]);
    expect(nonceLeaks(nonces)).toEqual([]);
  }, 120_000);
});
