import { describe, expect, it } from "vitest";
import { encodeDeployData, parseEther, type Hash } from "viem";
import { hqMissionNFTAbi, hqMissionNFTBytecode } from "@questhq/contracts/generated/HQMissionNFT";
import type { TestApp } from "../../test/harness";
import { addressOf, signInAnvil, type ChainTestEnv, withChainApp } from "../../test/chain-kit";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { eq } from "drizzle-orm";
import { nftMintContract } from "../../db/schema/index";
import { addObjective, addReward, createDraft, createOrg } from "../../test/mission-kit";

// The organizer deploys the reward's HQMissionNFT from their own wallet and reports the transaction; the server reads
// it from its own node before the reward gets the address, and refuses anything else for a reason it names.

let chain: ChainTestEnv;
let t: TestApp;
const CHAIN = 31337;
const ORGANIZER = 6;

withChainApp((s) => ({ chain, t } = s));

/** Sends HQMissionNFT's creation from anvil account `from`, trusting `signer`; answers the transaction hash. */
async function deployMissionNft(from: number, signer = t.app.chain.signer.address): Promise<Hash> {
  const data = encodeDeployData({
    abi: hqMissionNFTAbi,
    bytecode: hqMissionNFTBytecode,
    args: [
      "Launch Pass",
      "LPASS",
      "https://example.test/nft/",
      {
        startTime: 0n,
        endTime: 0n,
        maxSupply: 500,
        maxPerWallet: 0,
        payee: addressOf(from),
        price: parseEther("0.001"),
      },
      parseEther("0.00099"),
      signer,
      chain.deployment.roles.treasury,
      chain.deployment.roles.treasury,
    ],
  });
  const hash = await chain.wallet(from).sendTransaction({ data });
  await chain.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

describe("POST /rewards/{id}/mint-deployment", () => {
  it("records the organizer's deployment after checking it on chain, once, and refuses what is not one", async () => {
    const { client: organizer } = await signInAnvil(t, ORGANIZER);
    const orgId = await createOrg(organizer, `deploy-${Date.now().toString(36)}`);
    const draft = await createDraft(organizer, orgId, { blockchain: CHAIN });
    const { id } = await addReward(organizer, draft.id, { kind: "nft_mint", blockchain_chain_id: CHAIN });
    const path = `/api/v1/rewards/${id}/mint-deployment`;

    // A plain transfer is not a deployment; a contract from a wallet not linked to the account is not theirs; a
    // mission NFT that trusts another signer could never be minted.
    const transfer = await chain.wallet(ORGANIZER).sendTransaction({ to: addressOf(1), value: 1n });
    await chain.publicClient.waitForTransactionReceipt({ hash: transfer });
    const refused = [
      await organizer.post(path, { tx_hash: transfer }),
      await organizer.post(path, { tx_hash: await deployMissionNft(5) }),
      await organizer.post(path, { tx_hash: await deployMissionNft(ORGANIZER, addressOf(3)) }),
      await organizer.post(path, { tx_hash: `0x${"ab".repeat(32)}` }),
      await organizer.post(path, { tx_hash: "0x1234" }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().error.message])).toEqual([
      [400, "That transaction did not create a contract."],
      [403, "The contract was deployed from a wallet that is not linked to your account."],
      [400, "The contract does not trust this platform's signer, so its mints could not be permitted."],
      [409, "That transaction was not found on the mission's chain yet. Wait for it to be mined and try again."],
      [400, expect.any(String)],
    ]);

    // Someone outside the organization cannot record anything on its reward.
    const { client: stranger } = await signInAnvil(t, 4);
    const good = await deployMissionNft(ORGANIZER);
    expect((await stranger.post(path, { tx_hash: good })).statusCode).toBe(404);

    const res = await organizer.post(path, { tx_hash: good });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: good });
    expect(res.json().data).toEqual({
      contract_address: receipt.contractAddress && expect.stringMatching(new RegExp(receipt.contractAddress, "i")),
      chain_id: CHAIN,
      status: "deployed",
    });
    const reward = (await organizer.get(`/api/v1/missions/${draft.id}/reward`)).json().data;
    expect(reward.contract_address.toLowerCase()).toBe(receipt.contractAddress!.toLowerCase());
    const again = await organizer.post(path, { tx_hash: good });
    expect([again.statusCode, again.json().error.message]).toEqual([409, "This mint contract is already deployed."]);
  });

  it("gives an onchain_mint objective its address and marks its contract record deployed", async () => {
    const { client: organizer } = await signInAnvil(t, ORGANIZER);
    const orgId = await createOrg(organizer, `deploy-o-${Date.now().toString(36)}`);
    const draft = await createDraft(organizer, orgId, { blockchain: CHAIN });
    const o = await addObjective(organizer, draft.id, "onchain_mint", {
      ...VALID_VALUES.onchain_mint,
      blockchain: CHAIN,
    });
    const hash = await deployMissionNft(ORGANIZER);
    const res = await organizer.post(`/api/v1/objectives/${o.id}/mint-deployment`, { tx_hash: hash });
    expect(res.statusCode, res.body).toBe(200);
    const address = (await chain.publicClient.getTransactionReceipt({ hash })).contractAddress!;
    const objectives = (await organizer.get(`/api/v1/missions/${draft.id}/objectives`)).json().data as {
      id: string;
      values: Record<string, unknown>;
    }[];
    expect(String(objectives.find((x) => x.id === o.id)?.values.contract_address).toLowerCase()).toBe(
      address.toLowerCase(),
    );
    const [record] = await t.app.database.db
      .select()
      .from(nftMintContract)
      .where(eq(nftMintContract.objectiveId, o.id));
    expect(record).toMatchObject({ status: "deployed" });
    expect(record?.contractAddress?.toLowerCase()).toBe(address.toLowerCase());
    // A reward that is not an NFT mint has nothing to deploy.
    const { id: raffle } = await addReward(organizer, (await createDraft(organizer, orgId, { blockchain: CHAIN })).id, {
      kind: "raffle",
      blockchain_chain_id: CHAIN,
    });
    const refused = await organizer.post(`/api/v1/rewards/${raffle}/mint-deployment`, { tx_hash: hash });
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      400,
      "Only an NFT-mint reward or an onchain_mint objective has a mint contract to deploy.",
    ]);
  });
});
