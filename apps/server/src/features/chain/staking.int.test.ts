import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { erc20Abi, parseEther, type Hex } from "viem";
import { hqStakingAbi } from "@questhq/contracts/generated/HQStaking";
import { STAKING_MESSAGES } from "@questhq/core";
import { createTestApp, signInWithEmail, type TestApp, Client } from "../../test/harness";
import { addressOf, signInAnvil, type ChainTestEnv, withChainApp } from "../../test/chain-kit";
import { indexPass } from "./indexer/index-chain";
import { stakingChainTarget } from "./indexer/targets";

// The must-show, end to end on a real chain: a wallet deposits $HQ with a server
// signature, the server's stake.locked rises when the deposit lands and falls once it has 12
// confirmations (available rises), then it withdraws with a second signature. Replayed and
// expired signatures are refused by the contract; the server never signs above the available.

let chain: ChainTestEnv;
let t: TestApp;
const ADA = 1;

withChainApp((s) => ({ chain, t } = s), { SIGNATURE_VALID_BLOCKS: "20" });

const pass = () => indexPass(t.app.database.db, stakingChainTarget(t.app.database.db, t.app.chain.setup!));
// Locked and available only: the stake's free raffle entries are the staking-free-entries test's.
const points = async (c: Client) => {
  type Credits = { data: { stake: { locked: number; available: number } } };
  const { stake } = ((await c.get("/api/v1/users/credits")).json() as Credits).data;
  return { locked: stake.locked, available: stake.available };
};
type Signed = {
  signature: Hex;
  validUntilBlock: number;
  nonce: string;
  amount: string;
  wallet: Hex;
  contract: Hex;
  chain_id: number;
};

describe("staking $HQ with server signatures", () => {
  it("deposits, shows locked until 12 confirmations, withdraws; refuses replay, expiry, over-withdrawal", async () => {
    const { client } = await signInAnvil(t, ADA);
    const wallet = chain.wallet(ADA);
    const staking = chain.deployment.contracts.HQStaking;
    const token = chain.deployment.contracts.HQToken;

    // Approve the maximum (docs/product/staking.md#deposits-and-withdrawals), then ask for a deposit signature and
    // deposit; a different amount than the one signed is refused by the contract.
    await chain.approveStaking(ADA);
    const res = await client.post("/api/v1/seasons/stakeHQ", { amount: "250" });
    expect(res.statusCode).toBe(200);
    const dep = (res.json() as { data: Signed }).data;
    expect(dep).toMatchObject({
      amount: parseEther("250").toString(),
      wallet: addressOf(ADA),
      contract: staking,
      chain_id: 31337,
    });
    const depositArgs = [BigInt(dep.amount), BigInt(dep.nonce), BigInt(dep.validUntilBlock), dep.signature] as const;
    await expect(
      wallet.writeContract({
        address: staking,
        abi: hqStakingAbi,
        functionName: "deposit",
        args: [depositArgs[0] + 1n, depositArgs[1], depositArgs[2], depositArgs[3]],
      }),
    ).rejects.toThrow(/HQStaking_InvalidSignature/);
    await chain.mined(
      await wallet.writeContract({ address: staking, abi: hqStakingAbi, functionName: "deposit", args: depositArgs }),
    );

    await pass();
    expect(await points(client)).toEqual({ locked: 250, available: 0 });
    await chain.test.mine({ blocks: 11 });
    await pass();
    expect(await points(client)).toEqual({ locked: 250, available: 0 });
    await chain.test.mine({ blocks: 1 });
    await pass();
    expect(await points(client)).toEqual({ locked: 0, available: 250 });

    // The same signature again: the contract refuses it (single use); nothing more is credited.
    await expect(
      wallet.writeContract({ address: staking, abi: hqStakingAbi, functionName: "deposit", args: depositArgs }),
    ).rejects.toThrow(/HQStaking_NonceUsed/);
    await chain.test.mine({ blocks: 12 });
    await pass();
    expect(await points(client)).toEqual({ locked: 0, available: 250 });

    // Never more than the available deposit, even across several signatures.
    const tooMuch = await client.post("/api/v1/seasons/unstakeHQ", { amount: "250.5" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(STAKING_MESSAGES.withdrawAboveAvailable("250"));
    const w1 = (await client.post("/api/v1/seasons/unstakeHQ", { amount: 200 })).json().data as Signed;
    expect(typeof w1.validUntilBlock).toBe("number");
    expect(await points(client)).toEqual({ locked: 200, available: 50 });
    const second = await client.post("/api/v1/seasons/unstakeHQ", { amount: "100" });
    expect(second.statusCode).toBe(409);

    const before = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [addressOf(ADA)],
    });
    await chain.mined(
      await wallet.writeContract({
        address: staking,
        abi: hqStakingAbi,
        functionName: "withdraw",
        args: [BigInt(w1.amount), BigInt(w1.nonce), BigInt(w1.validUntilBlock), w1.signature],
      }),
    );
    const after = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [addressOf(ADA)],
    });
    expect(after - before).toBe(parseEther("200"));
    await pass();
    expect(await points(client)).toEqual({ locked: 200, available: 50 });
    await chain.test.mine({ blocks: 12 });
    await pass();
    expect(await points(client)).toEqual({ locked: 0, available: 50 });

    // An unused signature expires: the contract refuses it after validUntilBlock, and once that
    // block is confirmed the reservation returns to available.
    const w2 = (await client.post("/api/v1/seasons/unstakeHQ", { amount: "50" })).json().data as Signed;
    expect(await points(client)).toEqual({ locked: 50, available: 0 });
    const head = Number(await chain.publicClient.getBlockNumber());
    await chain.test.mine({ blocks: w2.validUntilBlock - head + 1 });
    await expect(
      wallet.writeContract({
        address: staking,
        abi: hqStakingAbi,
        functionName: "withdraw",
        args: [BigInt(w2.amount), BigInt(w2.nonce), BigInt(w2.validUntilBlock), w2.signature],
      }),
    ).rejects.toThrow(/HQStaking_SignatureExpired/);
    await chain.test.mine({ blocks: 12 });
    const r = await pass();
    expect(r.expired).toBe(1);
    expect(await points(client)).toEqual({ locked: 0, available: 50 });
  });

  it("refuses bad amounts (catalogue's words), walletless accounts, visitors and stakes over the balance", async () => {
    const { client } = await signInAnvil(t, 2);
    for (const amount of ["0", "-1", "abc", "", 0, "0.000"]) {
      const res = await client.post("/api/v1/seasons/stakeHQ", { amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.message).toBe(STAKING_MESSAGES.amountNotPositive);
    }
    const precise = await client.post("/api/v1/seasons/stakeHQ", { amount: "1.0000000000000000001" });
    expect(precise.json().error.message).toBe(STAKING_MESSAGES.amountTooPrecise);
    const over = await client.post("/api/v1/seasons/stakeHQ", { amount: "100000.01" });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/at most 100000 \$HQ/);

    const noWallet = await signInWithEmail(t, "nowallet@example.com");
    const res = await noWallet.post("/api/v1/seasons/stakeHQ", { amount: "1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(STAKING_MESSAGES.noWallet);

    const visitor = new Client(t.app, null);
    expect((await visitor.post("/api/v1/seasons/stakeHQ", { amount: "1" })).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/seasons/unstakeHQ", { amount: "1" })).statusCode).toBe(401);

    // A fresh wallet with no $HQ at all.
    const empty = await signInAnvil(t, 4);
    const token = chain.deployment.contracts.HQToken;
    const balance = await chain.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [addressOf(4)],
    });
    await chain.mined(
      await chain
        .wallet(4)
        .writeContract({ address: token, abi: erc20Abi, functionName: "transfer", args: [addressOf(5), balance] }),
    );
    const none = await empty.client.post("/api/v1/seasons/stakeHQ", { amount: "1" });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(STAKING_MESSAGES.noStakableTokens);
  });

  it("answers 503 in words when the staking chain has no contracts, never revealing the signer key", async () => {
    const bare = await createTestApp({
      STAKING_CHAIN_ID: "31337",
      CHAIN_RPC_URLS: JSON.stringify({ 31337: chain.anvil.url }),
      CHAIN_DEPLOYMENTS_DIR: "/nonexistent",
    });
    try {
      const { client } = await signInAnvil(bare, 3);
      const res = await client.post("/api/v1/seasons/stakeHQ", { amount: "1" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(STAKING_MESSAGES.chainNotConfigured);
    } finally {
      await bare.close();
    }
    // A random key, as the env's secret-strength rule asks of a real one; its hex must appear nowhere.
    const secret = randomBytes(32).toString("hex");
    const keyed = await createTestApp(chain.appEnv({ CHAIN_SIGNER_PRIVATE_KEY: `0x${secret}` }));
    try {
      expect(JSON.stringify(keyed.env)).not.toContain(secret);
      expect(JSON.stringify(keyed.app.chain)).not.toContain(secret);
      const { client } = await signInAnvil(keyed, 3);
      const res = await client.post("/api/v1/seasons/stakeHQ", { amount: "1" });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(secret);
    } finally {
      await keyed.close();
    }
  });
});
