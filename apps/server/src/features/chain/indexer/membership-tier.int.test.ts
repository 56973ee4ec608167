import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { hqMembershipAbi } from "@questhq/contracts/generated/HQMembership";
import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import type { Subscription } from "@questhq/core";
import { chainCursor } from "../../../db/schema/index";
import type { Client, TestApp } from "../../../test/harness";
import { addressOf, signInAnvil, withChainApp, type ChainTestEnv } from "../../../test/chain-kit";
import { indexPass } from "./index-chain";
import { stakingChainTarget } from "./targets";
import { tierOf } from "../../membership/index";

// Tiers from membership keys, without paying: the demo chain mints keys 1, 2 and 1310 (a whale id) to account 1,
// and keys 4 and 3114 (a year-5 id, a Member) to account 3. The indexer follows HQMembership's transfers.

let chain: ChainTestEnv;
let t: TestApp;

const pass = () => indexPass(t.app.database.db, stakingChainTarget(t.app.database.db, t.app.chain.setup!));
const confirmAndIndex = async () => {
  await chain.test.mine({ blocks: 12 });
  await pass();
};
/** The settings' reading, checked against the hot path's one-query reading (entitlements) every time. */
const sub = async (c: Client): Promise<Subscription> => {
  const s = (await c.get("/api/v1/users/subscription")).json().data as Subscription;
  const id = (await c.get("/api/v1/users/me")).json().data.id as string;
  expect(await tierOf(t.database.db, id)).toBe(s.tierName);
  return s;
};

withChainApp((s) => ({ chain, t } = s));

describe("membership NFT tiers", () => {
  it("a whale id makes its holder Whale, other ids Member, with kind nft and the keys as reasons", async () => {
    const ada = (await signInAnvil(t, 1)).client;
    const cy = (await signInAnvil(t, 3)).client;
    await confirmAndIndex();
    const whale = await sub(ada);
    expect(whale).toMatchObject({ tierName: "Whale", kind: "nft", status: "active", subscriptionId: null });
    expect(whale.sources.map((s) => s.kind === "nft" && `${s.tierName}:${s.tokenId}`).sort()).toEqual([
      "Member:1",
      "Member:2",
      "Whale:1310",
    ]);
    expect(whale.sources[0]).toMatchObject({ tierName: "Whale", wallet: addressOf(1).toLowerCase(), staked: false });
    expect((await ada.get("/api/v1/users/me")).json().data.tier).toBe("Whale");
    expect(await sub(cy)).toMatchObject({ tierName: "Member", kind: "nft" });
  });

  it("keeps the tier while the keys are staked, and loses it when the key leaves the wallet", async () => {
    const ada = (await signInAnvil(t, 1)).client;
    const { HQMembership: membership, HQNftStaking: staking } = chain.deployment.contracts;
    const wallet = chain.wallet(1);
    await chain.mined(
      await wallet.writeContract({
        address: membership,
        abi: hqMembershipAbi,
        functionName: "setApprovalForAll",
        args: [staking, true],
      }),
    );
    await chain.mined(await wallet.writeContract({ address: staking, abi: hqNftStakingAbi, functionName: "stakeAll" }));
    await confirmAndIndex();
    const staked = await sub(ada);
    expect(staked.tierName).toBe("Whale");
    expect(staked.sources.every((s) => s.kind === "nft" && s.staked)).toBe(true);

    await chain.mined(
      await wallet.writeContract({ address: staking, abi: hqNftStakingAbi, functionName: "unstakeAll" }),
    );
    // The whale key goes to account 5, who has no account here: ada is left with two Member keys.
    await chain.mined(
      await wallet.writeContract({
        address: membership,
        abi: hqMembershipAbi,
        functionName: "transferFrom",
        args: [addressOf(1), addressOf(5), 1310n],
      }),
    );
    await confirmAndIndex();
    const after = await sub(ada);
    expect(after.tierName).toBe("Member");
    expect(after.sources).toHaveLength(2);
    // Replaying every range from the deployment (a restart before the cursor was saved) changes nothing: the mint
    // of 1310 to ada comes before its transfer away, so the later transfer stays its owner.
    const startBlock = chain.deployment.startBlock;
    const startHash = (await chain.publicClient.getBlock({ blockNumber: BigInt(startBlock) })).hash;
    await t.database.db
      .update(chainCursor)
      .set({ blockNumber: startBlock, blockHash: startHash })
      .where(eq(chainCursor.chainId, 31337));
    await pass();
    expect((await sub(ada)).tierName).toBe("Member");
  });
});
