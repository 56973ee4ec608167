import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { hqMembershipAbi } from "@questhq/contracts/generated/HQMembership";
import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import type { SagaOverview } from "@questhq/core";
import { sagaBooster, sagaOnboarding } from "../../db/schema/index";
import { demoSagas, insertSagas } from "../../db/seed/demo-sagas";
import type { Client, TestApp } from "../../test/harness";
import { signInAnvil, withChainApp, type ChainTestEnv } from "../../test/chain-kit";
import { indexPass } from "../chain/index";
import { stakingChainTarget } from "../chain/index";
import { accrueSagaBoosters, dayPeriod } from "./accrue-boosters";

// The passive boosters against the demo chain: account 1 holds membership keys 1, 2 (Membership)
// and 1310 (Whale): 0.20 + 0.20 + 1.00 = 1.40 a week held once onboarded, and a day staked.

let chain: ChainTestEnv;
let t: TestApp;
let ada: Client;
let adaId: string;

const pass = () => indexPass(t.app.database.db, stakingChainTarget(t.app.database.db, t.app.chain.setup!));
const deps = () => ({ db: t.database.db, env: t.env });
const overview = async (): Promise<SagaOverview> => (await ada.get("/api/v1/seasons/overview")).json().data;

withChainApp(async (s) => {
  ({ chain, t } = s);
  const signed = await signInAnvil(t, 1);
  ada = signed.client;
  adaId = (await ada.get("/api/v1/users/me")).json().data.id;
  await insertSagas(t.database.db, demoSagas(new Date()));
});

describe("Saga booster accrual", () => {
  it("adds the membership keys held only after onboarding, once per week", async () => {
    await accrueSagaBoosters(deps());
    expect((await overview()).boosters.membership_accrued_hundredths).toBe(0);
    // Onboarding itself is covered by seasons.int.test; here only its stored moment matters.
    await t.database.db.insert(sagaOnboarding).values({ userId: adaId });
    expect(await accrueSagaBoosters(deps())).toMatchObject({ membership: 1 });
    expect(await accrueSagaBoosters(deps())).toMatchObject({ membership: 0 });
    const o = await overview();
    expect(o.boosters.membership_accrued_hundredths).toBe(140);
    expect(o.boosters.membership_hundredths).toBe(140);
    const [row] = await t.database.db
      .select()
      .from(sagaBooster)
      .where(and(eq(sagaBooster.userId, adaId), eq(sagaBooster.source, "membership")));
    expect(row).toMatchObject({ period: "w4", detail: { token_ids: expect.arrayContaining(["1", "2", "1310"]) } });
  });

  it("counts today's staked keys from the indexed stake, raised but never lowered within the day", async () => {
    const { HQMembership: membership, HQNftStaking: staking } = chain.deployment.contracts;
    const now = new Date();
    await accrueSagaBoosters(deps(), now);
    expect((await overview()).boosters.staked_nft_hundredths).toBe(0);
    await chain.mined(
      await chain.wallet(1).writeContract({
        address: membership,
        abi: hqMembershipAbi,
        functionName: "setApprovalForAll",
        args: [staking, true],
      }),
    );
    await chain.mined(
      await chain.wallet(1).writeContract({ address: staking, abi: hqNftStakingAbi, functionName: "stakeAll" }),
    );
    await chain.test.mine({ blocks: 12 });
    await pass();
    await accrueSagaBoosters(deps(), now);
    await accrueSagaBoosters(deps(), now);
    const rows = await t.database.db
      .select()
      .from(sagaBooster)
      .where(and(eq(sagaBooster.userId, adaId), eq(sagaBooster.source, "staked_nft")));
    expect(rows).toEqual([
      expect.objectContaining({ period: dayPeriod(now), hundredths: 140, detail: { member: 2, whale: 1 } }),
    ]);

    await chain.mined(
      await chain.wallet(1).writeContract({ address: staking, abi: hqNftStakingAbi, functionName: "unstakeAll" }),
    );
    await chain.test.mine({ blocks: 12 });
    await pass();
    await accrueSagaBoosters(deps(), now);
    expect((await overview()).boosters.staked_nft_hundredths).toBe(140);
  });
});
