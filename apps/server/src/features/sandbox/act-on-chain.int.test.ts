import { describe, expect, it } from "vitest";
import { createPublicClient, erc20Abi, erc721Abi, http, parseEther } from "viem";
import { DEMO_CONTRACTS, DEMO_OBJECTIVE_NFT, DEMO_REWARD_FEE } from "@questhq/contracts/demo-contracts";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { createSiblingApp, signInWithEmail, type Client, type TestApp } from "../../test/harness";
import type { ChainTestEnv } from "../../test/chain-kit";
import { addObjective, addReward, createCast, createDraft } from "../../test/mission-kit";
import { linkWallet, withSandboxChainApp } from "../../test/sandbox-kit";
import { HOLDING_MESSAGES, TX_MESSAGES } from "../../objectives/onchain/messages";
import { CHAIN_SANDBOX_MESSAGES } from "./act-on-chain";
import { SANDBOX_MESSAGES } from "./act-on-objective";

// "Do it on the local chain": the sandbox funds, mints and sends for the user's linked wallet on
// the local development chain (a real anvil here), and nowhere else.

let chain: ChainTestEnv;
let t: TestApp;
withSandboxChainApp((s) => ({ t, chain } = s));

const LOCAL = { blockchain: 31337, url: "https://questhq.example/guides/local-chain" };
const TREASURY = "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720";

/** A published mission with these objectives; their ids in the same order. */
async function publish(admin: Client, orgId: string, objectives: [string, Record<string, unknown>][]) {
  const m = await createDraft(admin, orgId);
  const ids: string[] = [];
  for (const [template, values] of objectives)
    ids.push((await addObjective(admin, m.id, template as "twitter_follow", values)).id);
  await addReward(admin, m.id);
  expect((await admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);
  return { missionId: m.id, ids };
}

const act = (c: Client, objectiveId: string) => c.post(`/api/v1/sandbox/objectives/${objectiveId}/act`, {});
const verify = (c: Client, missionId: string, objectiveId: string, txHash?: string) =>
  c.post(`/api/v1/missions/${missionId}/participate`, {
    objective_id: objectiveId,
    ...(txHash ? { tx_hash: txHash } : {}),
  });

describe("the sandbox on the local chain", () => {
  it("tops up a holding only by what is missing, and the verifier reads it on chain", async () => {
    const cast = await createCast(t);
    const hold = await publish(cast.admin, cast.orgId, [
      [
        "onchain_holding_crypto",
        {
          ...LOCAL,
          title: "Hold",
          description: "Hold it",
          crypto_amount: "5000000",
          contract_address: DEMO_CONTRACTS.DemoUSDC,
          token_decimals: 6,
          token_symbol: "demo USDC",
        },
      ],
      [
        "onchain_holding_crypto",
        { ...LOCAL, title: "Hold ETH", description: "Hold ETH", crypto_amount: parseEther("2").toString() },
      ],
    ]);
    const wallet = (await linkWallet(t, cast.user)).address;
    const before = await verify(cast.user, hold.missionId, hold.ids[0]!);
    expect(before.json().data.outcome).toBe("incomplete");

    const funded = await act(cast.user, hold.ids[0]!);
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json().data).toMatchObject({
      provider: "chain",
      message: `Local chain: ${wallet.slice(0, 6)}…${wallet.slice(-4)} now holds 5 demo USDC.`,
    });
    const again = await act(cast.user, hold.ids[0]!);
    expect(again.json().data.message).toMatch(/already holds 5 demo USDC\.$/);
    const balance = await chain.publicClient.readContract({
      address: DEMO_CONTRACTS.DemoUSDC,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [wallet],
    });
    expect(balance).toBe(5_000_000n);
    expect((await verify(cast.user, hold.missionId, hold.ids[0]!)).json().data.outcome).toBe("completed");

    expect((await act(cast.user, hold.ids[1]!)).statusCode).toBe(200);
    expect(await chain.publicClient.getBalance({ address: wallet })).toBe(parseEther("2"));
    expect((await verify(cast.user, hold.missionId, hold.ids[1]!)).json().data.outcome).toBe("completed");
  });

  it("sends from the user's own wallet; the hash it answers verifies for that user only", async () => {
    const cast = await createCast(t);
    const send = await publish(cast.admin, cast.orgId, [
      [
        "onchain_send_token",
        {
          ...LOCAL,
          title: "Send",
          description: "Send it",
          crypto_amount: parseEther("0.01").toString(),
          toAddress: TREASURY,
        },
      ],
      ["onchain_transact", { ...LOCAL, title: "Swap", description: "Swap", contract_address: DEMO_CONTRACTS.DemoSwap }],
    ]);
    const wallet = (await linkWallet(t, cast.user)).address;
    const sent = await act(cast.user, send.ids[0]!);
    expect(sent.statusCode, sent.body).toBe(200);
    const hash = sent.json().data.tx_hash as `0x${string}`;
    const tx = await chain.publicClient.getTransaction({ hash });
    expect([tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.value]).toEqual([
      wallet.toLowerCase(),
      TREASURY.toLowerCase(),
      parseEther("0.01"),
    ]);
    expect((await verify(cast.user, send.missionId, send.ids[0]!, hash)).json().data.outcome).toBe("completed");
    // Someone else's transaction does not count for another account.
    const other = await signInWithEmail(t, `other-${Date.now()}@example.com`);
    await linkWallet(t, other);
    expect((await verify(other, send.missionId, send.ids[0]!, hash)).json().data.message).toBe(TX_MESSAGES.reused);

    const swapped = await act(cast.user, send.ids[1]!);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.message).toMatch(/swapped 0\.001 ETH for demo USDC\.$/);
    expect(
      (await verify(cast.user, send.missionId, send.ids[1]!, swapped.json().data.tx_hash)).json().data.outcome,
    ).toBe("completed");
  });

  it("mints a mint objective's NFT from the user's wallet with the platform permit, once; verify sees it", async () => {
    const cast = await createCast(t);
    const stamp = { ...LOCAL, title: "Mint", about: "Mint one", image_url: "https://questhq.local/nft/stamp.svg" };
    const m = await publish(cast.admin, cast.orgId, [
      ["onchain_mint", { ...stamp, contract_address: DEMO_CONTRACTS.DemoObjectiveNFT }],
      ["onchain_mint", { ...stamp, contract_address: DEMO_CONTRACTS.DemoUSDC }],
      ["onchain_mint", stamp],
    ]);
    const wallet = (await linkWallet(t, cast.user)).address;
    const nft = { address: DEMO_CONTRACTS.DemoObjectiveNFT, abi: erc721Abi } as const;
    const before = await chain.publicClient.readContract({ ...nft, functionName: "balanceOf", args: [wallet] });
    expect(before).toBe(0n);
    expect((await verify(cast.user, m.missionId, m.ids[0]!)).json().data.message).toBe(HOLDING_MESSAGES.notMinted);

    const minted = await act(cast.user, m.ids[0]!);
    expect(minted.statusCode, minted.body).toBe(200);
    expect(minted.json().data.message).toMatch(/minted a QuestHQ Local Stamp\.$/);
    const tx = await chain.publicClient.getTransaction({ hash: minted.json().data.tx_hash });
    // Sent by the user's wallet to the collection, paying the price of one and the chain's fee.
    expect([tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.value]).toEqual([
      wallet.toLowerCase(),
      DEMO_CONTRACTS.DemoObjectiveNFT.toLowerCase(),
      DEMO_OBJECTIVE_NFT.price + DEMO_REWARD_FEE,
    ]);
    expect(await chain.publicClient.readContract({ ...nft, functionName: "balanceOf", args: [wallet] })).toBe(1n);
    expect((await act(cast.user, m.ids[0]!)).json().data.message).toMatch(/already holds a QuestHQ Local Stamp\.$/);
    expect(await chain.publicClient.readContract({ ...nft, functionName: "balanceOf", args: [wallet] })).toBe(1n);
    expect((await verify(cast.user, m.missionId, m.ids[0]!)).json().data.outcome).toBe("completed");

    // A contract that is no mission NFT, and a mint whose contract is still to be deployed.
    for (const [i, message] of [
      [1, CHAIN_SANDBOX_MESSAGES.notMissionNft],
      [2, HOLDING_MESSAGES.mintNotDeployed],
    ] as const) {
      const res = await act(cast.user, m.ids[i]!);
      expect([res.statusCode, res.json().error.message], `objective ${i}`).toEqual([400, message]);
    }
  });

  it("refuses clearly: no wallet, other chain, a token or contract it cannot handle, in-product history", async () => {
    const cast = await createCast(t);
    const m = await publish(cast.admin, cast.orgId, [
      [
        "onchain_holding_nft",
        { ...LOCAL, title: "Hold", description: "Hold a legend", contract_address: DEMO_CONTRACTS.DemoCollectible },
      ],
      [
        "onchain_holding_nft",
        {
          ...LOCAL,
          blockchain: 8453,
          title: "Hold",
          description: "Hold on Base",
          contract_address: DEMO_CONTRACTS.DemoCollectible,
        },
      ],
      [
        "onchain_holding_crypto",
        {
          ...LOCAL,
          title: "Hold",
          description: "Hold",
          crypto_amount: "1",
          contract_address: chain.deployment.contracts.HQToken,
        },
      ],
      ["onchain_transact", { ...LOCAL, title: "Call", description: "Call", contract_address: DEMO_CONTRACTS.DemoUSDC }],
      ["questhq_missions_completed", { number_of_missions: 3 }],
    ]);
    const noWallet = await act(cast.user, m.ids[0]!);
    expect(noWallet.statusCode).toBe(409);
    expect(noWallet.json().error).toMatchObject({
      message: CHAIN_SANDBOX_MESSAGES.linkWallet,
      fields: { provider: ["wallet"] },
    });

    await linkWallet(t, cast.user);
    const refusals: [number, number, string][] = [
      [1, 400, CHAIN_SANDBOX_MESSAGES.notLocal],
      [2, 400, CHAIN_SANDBOX_MESSAGES.unknownToken],
      [3, 400, CHAIN_SANDBOX_MESSAGES.cannotCall],
      [4, 400, SANDBOX_MESSAGES.inProduct],
    ];
    for (const [i, status, message] of refusals) {
      const res = await act(cast.user, m.ids[i]!);
      expect([res.statusCode, res.json().error.message], `objective ${i}`).toEqual([status, message]);
    }
    // Nothing was recorded for the refused history objective.
    expect((await verify(cast.user, m.missionId, m.ids[4]!)).json().data.outcome).toBe("incomplete");
    const minted = await act(cast.user, m.ids[0]!);
    expect(minted.json().data.message).toMatch(/received a Local Legend\.$/);
    expect((await verify(cast.user, m.missionId, m.ids[0]!)).json().data.outcome).toBe("completed");
  });

  it("tells the web app when the local chain action is available", async () => {
    const config = async (app: TestApp) => (await app.app.inject({ url: "/api/v1/config" })).json().data.sandboxChainId;
    expect(await config(t)).toBe(31337);
    const noChain = await createSiblingApp(t, { CHAIN_RPC_URLS: "{}" });
    const noSandbox = await createSiblingApp(t, { SANDBOX_PROVIDERS: "false" });
    try {
      expect([await config(noChain), await config(noSandbox)]).toEqual([null, null]);
    } finally {
      await noChain.close();
      await noSandbox.close();
    }
  });

  it("never acts when the local chain's URL answers as another chain, or answers nothing", async () => {
    let other: Anvil | undefined;
    const apps: TestApp[] = [];
    try {
      other = await startAnvil({ chainId: 8453 });
      const cast = await createCast(t);
      const m = await publish(cast.admin, cast.orgId, [
        ["onchain_holding_crypto", { ...LOCAL, title: "Hold", description: "Hold ETH", crypto_amount: "1" }],
      ]);
      for (const [url, message] of [
        [other.url, CHAIN_SANDBOX_MESSAGES.notLocal],
        ["http://127.0.0.1:9", CHAIN_SANDBOX_MESSAGES.chainDown],
      ] as const) {
        const sibling = await createSiblingApp(t, { CHAIN_RPC_URLS: JSON.stringify({ 31337: url }) });
        apps.push(sibling);
        const user = await signInWithEmail(sibling, `elsewhere-${apps.length}-${Date.now()}@example.com`);
        const wallet = (await linkWallet(sibling, user)).address;
        const res = await act(user, m.ids[0]!);
        expect(res.json().error?.message, url).toBe(message);
        // The other chain's node was not touched: the wallet still holds nothing there.
        if (url === other.url)
          expect(await createPublicClient({ transport: http(other.url) }).getBalance({ address: wallet })).toBe(0n);
      }
    } finally {
      for (const a of apps) await a.close();
      await other?.close();
    }
  });
});
