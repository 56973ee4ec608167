import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { erc20Abi, parseEther, type Address, type Hex } from "viem";
import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { hqMissionVestingAbi, hqMissionVestingBytecode } from "@questhq/contracts/generated/HQMissionVesting";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { connect } from "@questhq/contracts/deploy";
import { MINT_MESSAGES } from "@questhq/core";
import {
  chainSignature,
  missionClaim,
  missionParticipant,
  objective,
  reward,
  webhookEvent,
} from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { addressOf, signInAnvil, type ChainTestEnv, withChainApp } from "../../test/chain-kit";
import { createCast, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, userIdOf } from "../../test/participation-kit";
import { indexPass } from "./indexer/index-chain";
import type { MissionSignature } from "./mission-signature";
import { stakingChainTarget } from "./indexer/targets";

// Mint and claim signatures of mission rewards, accepted by the real contracts on anvil: the
// demo mission NFT mints with a permit for the primary wallet; a token mission's winner claims
// from an HQMissionVesting with the signed allocation, posts the claim, and the indexer confirms it.

let chain: ChainTestEnv;
let t: TestApp;
let cast: Cast;
const CHAIN = 31337;

withChainApp(
  async (s) => {
    ({ chain, t } = s);
    cast = await createCast(t);
  },
  { VERIFY_POLL_MS: "0" },
);

const db = () => t.app.database.db;
const pass = () => indexPass(db(), stakingChainTarget(db(), t.app.chain.setup!));
type Sig = MissionSignature;
/** How many of the mission NFT at `nft` the wallet holds. */
const nftsOf = (nft: Address, who: Address) =>
  chain.publicClient.readContract({ address: nft, abi: hqMissionNFTAbi, functionName: "balanceOf", args: [who] });

/** The mission NFT's price of one and its fee per mint, as the contract holds them. */
async function mintCost(nft: Address): Promise<{ price: bigint; fee: bigint }> {
  const config = await chain.publicClient.readContract({
    address: nft,
    abi: hqMissionNFTAbi,
    functionName: "mintConfig",
  });
  const fee = await chain.publicClient.readContract({ address: nft, abi: hqMissionNFTAbi, functionName: "fee" });
  return { price: (config as readonly unknown[])[5] as bigint, fee };
}

/** Sends mintNFTs(quantity, to, permit) from anvil account `from`, paying the price of each and the fee. */
function sendMint(
  nft: Address,
  from: number,
  quantity: bigint,
  to: Address,
  permit: Hex,
  cost: { price: bigint; fee: bigint },
) {
  return chain.wallet(from).writeContract({
    address: nft,
    abi: hqMissionNFTAbi,
    functionName: "mintNFTs",
    args: [quantity, to, permit],
    value: quantity * cost.price + cost.fee,
  });
}

async function missionWithReward(values: Partial<typeof reward.$inferInsert>) {
  const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
  if (Object.keys(values).length > 0) await db().update(reward).set(values).where(eq(reward.missionId, mission.id));
  return { mission, objectiveIds: objectives.map((o) => o.id) };
}

async function setStatus(missionId: string, userId: string, status: string) {
  await db()
    .update(missionParticipant)
    .set({ status })
    .where(and(eq(missionParticipant.missionId, missionId), eq(missionParticipant.userId, userId)));
}

describe("GET /missions/{id}/signature (nft_mint)", () => {
  it("gives finishers a MintPermit the mission NFT accepts; others 403, wrong wallet 400, visitors 401", async () => {
    const nft = chain.deployment.extra!.DemoMissionNFT!;
    const { mission, objectiveIds } = await missionWithReward({
      kind: "nft_mint",
      blockchainChainId: CHAIN,
      contractAddress: nft.toLowerCase(),
    });
    const { client: ada } = await signInAnvil(t, 1);
    const { client: ben } = await signInAnvil(t, 2);

    expect((await cast.visitor.get(`/api/v1/missions/${mission.id}/signature`)).statusCode).toBe(401);
    const early = await ada.get(`/api/v1/missions/${mission.id}/signature`);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(MINT_MESSAGES.notEligible);

    await completeAll(ada, mission.id, objectiveIds);
    const wrong = await ada.get(`/api/v1/missions/${mission.id}/signature?wallet=${addressOf(2)}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(MINT_MESSAGES.walletMismatch);
    expect((await ada.get(`/api/v1/missions/${mission.id}/signature?wallet=not-an-address`)).statusCode).toBe(400);

    const res = await ada.get(`/api/v1/missions/${mission.id}/signature/?wallet=${addressOf(1).toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const sig = res.json().data as Sig;
    expect(sig).toMatchObject({ kind: "mint", wallet: addressOf(1), contract_address: nft, chain_id: CHAIN });
    expect(sig.allocation).toBeUndefined();

    const cost = await mintCost(nft);
    // Anyone may send the mint; the permit names the wallet that receives it.
    await chain.mined(await sendMint(nft, 1, 2n, addressOf(1), sig.signature, cost));
    expect(await nftsOf(nft, addressOf(1))).toBe(2n);
    // The permit is for Ada's wallet only.
    await expect(sendMint(nft, 2, 1n, addressOf(2), sig.signature, cost)).rejects.toThrow(
      /HQMissionNFT_InvalidSignature/,
    );

    const notEligible = await ben.get(`/api/v1/missions/${mission.id}/signature`);
    expect(notEligible.statusCode).toBe(403);

    const recorded = await db()
      .select()
      .from(chainSignature)
      .where(and(eq(chainSignature.missionId, mission.id), eq(chainSignature.kind, "mint")));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      userId: await userIdOf(ada),
      chainId: CHAIN,
      contract: nft.toLowerCase(),
      wallet: addressOf(1).toLowerCase(),
    });
  });

  it("refuses rewards that are not on chain (400) and rewards without a contract (409)", async () => {
    const { client } = await signInAnvil(t, 3);
    const raffle = await missionWithReward({});
    await completeAll(client, raffle.mission.id, raffle.objectiveIds);
    const off = await client.get(`/api/v1/missions/${raffle.mission.id}/signature`);
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toBe(MINT_MESSAGES.noOnchainReward);

    const bare = await missionWithReward({ kind: "nft_mint", blockchainChainId: CHAIN, contractAddress: null });
    const none = await client.get(`/api/v1/missions/${bare.mission.id}/signature`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(MINT_MESSAGES.noContract);
    expect((await client.get(`/api/v1/missions/00000000-0000-4000-8000-000000000000/signature`)).statusCode).toBe(404);
  });
});

describe("token rewards: claim signature, claim post, indexer confirmation", () => {
  it("lets a winner claim from a real HQMissionVesting and records the claim once", async () => {
    const deployer = await connect(chain.anvil.url, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]!);
    const token = chain.deployment.contracts.HQToken;
    const now = (await chain.publicClient.getBlock()).timestamp;
    const total = parseEther("1000");
    const vesting = await deployer.deploy(
      "HQMissionVesting",
      { abi: hqMissionVestingAbi, bytecode: hqMissionVestingBytecode },
      [
        token,
        deployer.wallet.account.address,
        now - 100n,
        now + 86_400n,
        total,
        [{ timestamp: now - 100n, bps: 10_000 }],
        {
          windowPeriodUser: 86_400n,
          windowPeriodOrg: 86_400n,
          fee: 0n,
          signer: chain.deployment.roles.signer,
          treasury: chain.deployment.roles.treasury,
          initialOwner: deployer.wallet.account.address,
        },
      ],
    );
    const contract = vesting.address as Address;
    await deployer.mined(
      await deployer.wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: "approve",
        args: [contract, total],
      }),
    );
    await deployer.mined(
      await deployer.wallet.writeContract({ address: contract, abi: hqMissionVestingAbi, functionName: "fund" }),
    );

    const allocation = parseEther("100");
    const { mission, objectiveIds } = await missionWithReward({
      kind: "token",
      blockchainChainId: CHAIN,
      contractAddress: contract,
      tokenAllocation: allocation,
    });
    const { client: winner } = await signInAnvil(t, 4);
    const { client: loser } = await signInAnvil(t, 5);
    await completeAll(winner, mission.id, objectiveIds);
    await completeAll(loser, mission.id, objectiveIds);

    // Completing is not winning.
    const before = await winner.get(`/api/v1/missions/${mission.id}/signature`);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe(MINT_MESSAGES.notWinner);
    await setStatus(mission.id, await userIdOf(winner), "Selected");
    expect((await loser.get(`/api/v1/missions/${mission.id}/signature`)).statusCode).toBe(403);

    const res = await winner.get(`/api/v1/missions/${mission.id}/signature`);
    expect(res.statusCode, res.body).toBe(200);
    const sig = res.json().data as Sig;
    expect(sig).toMatchObject({
      kind: "claim",
      wallet: addressOf(4),
      contract_address: contract,
      chain_id: CHAIN,
      allocation: allocation.toString(),
    });

    const claimable = await chain.publicClient.readContract({
      address: contract,
      abi: hqMissionVestingAbi,
      functionName: "calculateTokenClaimable",
      args: [addressOf(4), allocation],
    });
    expect(claimable).toBe(allocation);
    const balance = () =>
      chain.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [addressOf(4)],
      });
    const b0 = await balance();
    const receipt = (await chain.mined(
      await chain.wallet(4).writeContract({
        address: contract,
        abi: hqMissionVestingAbi,
        functionName: "vesting",
        args: [allocation, sig.signature],
      }),
    )) as { blockNumber: bigint; transactionHash: Hex };
    expect((await balance()) - b0).toBe(allocation);
    // Someone else cannot use the winner's signature.
    await expect(
      chain.wallet(5).writeContract({
        address: contract,
        abi: hqMissionVestingAbi,
        functionName: "vesting",
        args: [allocation, sig.signature],
      }),
    ).rejects.toThrow(/HQMissionVesting_InvalidSignature/);

    const at = Number((await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp);
    expect(
      (await cast.visitor.post(`/api/v1/missions/${mission.id}/claim`, { claimed_block_timestamp: at })).statusCode,
    ).toBe(401);
    expect((await loser.post(`/api/v1/missions/${mission.id}/claim`, { claimed_block_timestamp: at })).statusCode).toBe(
      403,
    );
    expect(
      (await winner.post(`/api/v1/missions/${mission.id}/claim`, { claimed_block_timestamp: "soon" })).statusCode,
    ).toBe(400);
    // The organization listens for claims (docs/product/developers.md#webhooks): one event, however often posted.
    const hook = await cast.admin.post(`/api/v1/organizations/${cast.orgId}/webhooks`, {
      url: "https://hooks.example.com/claims",
      events: ["reward.claimed"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    for (let i = 0; i < 2; i++) {
      const posted = await winner.post(`/api/v1/missions/${mission.id}/claim/`, {
        claimed_block_timestamp: at,
        tx_hash: receipt.transactionHash,
      });
      expect(posted.statusCode, posted.body).toBe(200);
      expect(posted.json().data).toEqual({ claimed_block_timestamp: at, confirmed: false });
    }
    expect(await db().select().from(missionClaim).where(eq(missionClaim.missionId, mission.id))).toHaveLength(1);
    const claimed = await db()
      .select()
      .from(webhookEvent)
      .where(and(eq(webhookEvent.organizationId, cast.orgId), eq(webhookEvent.type, "reward.claimed")));
    expect(claimed.map((e) => e.payload.data)).toEqual([
      expect.objectContaining({
        mission: expect.objectContaining({ id: mission.id }),
        user: expect.objectContaining({ id: await userIdOf(winner), wallet_address: addressOf(4).toLowerCase() }),
        claimed_block_timestamp: at,
        tx_hash: receipt.transactionHash.toLowerCase(),
      }),
    ]);

    // Once the claim has its confirmations, the indexer fills the same row.
    await chain.test.mine({ blocks: 12 });
    await pass();
    const rows = await db().select().from(missionClaim).where(eq(missionClaim.missionId, mission.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: allocation,
      wallet: addressOf(4).toLowerCase(),
      txHash: receipt.transactionHash,
    });
    const again = await winner.post(`/api/v1/missions/${mission.id}/claim`, { claimed_block_timestamp: at });
    expect(again.json().data).toEqual({ claimed_block_timestamp: at, confirmed: true });
  });
});

describe("GET /objectives/{id}/signature", () => {
  it("signs a MintPermit for an onchain_mint objective and refuses other templates", async () => {
    const nft = chain.deployment.extra!.DemoMissionNFT!;
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    const [mint] = await db()
      .insert(objective)
      .values({
        missionId: mission.id,
        template: "onchain_mint",
        provider: "onchain",
        position: 5,
        values: { title: "Mint the pass", blockchain: CHAIN, contract_address: nft },
      })
      .returning();
    const { client } = await signInAnvil(t, 3);

    expect((await cast.visitor.get(`/api/v1/objectives/${mint!.id}/signature`)).statusCode).toBe(401);
    const other = await client.get(`/api/v1/objectives/${objectives[0]!.id}/signature`);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(MINT_MESSAGES.objectiveNotMint);
    expect((await client.get(`/api/v1/objectives/${mint!.id}/signature?wallet=${addressOf(1)}`)).statusCode).toBe(400);
    expect((await client.get(`/api/v1/objectives/nope/signature`)).statusCode).toBe(404);

    const res = await client.get(`/api/v1/objectives/${mint!.id}/signature`);
    expect(res.statusCode, res.body).toBe(200);
    const sig = res.json().data as Sig;
    expect(sig).toMatchObject({ kind: "mint", wallet: addressOf(3), contract_address: nft, chain_id: CHAIN });
    await chain.mined(await sendMint(nft, 3, 1n, addressOf(3), sig.signature, await mintCost(nft)));
    expect(await nftsOf(nft, addressOf(3))).toBe(1n);
    const [recorded] = await db().select().from(chainSignature).where(eq(chainSignature.objectiveId, mint!.id));
    expect(recorded).toMatchObject({ kind: "mint", missionId: mission.id });
  });
});
