import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CONTACT_EXPORT_TOOL_MESSAGE, DEFAULT_ENTITLEMENTS, type Subscription } from "@questhq/core";
import { sagaBooster } from "../db/schema/index";
import { demoSagas, insertSagas } from "../db/seed/demo-sagas";
import { signInWithEmail, type Client } from "./harness";
import { addObjective, addReward, createCast, createDraft, type Cast } from "./mission-kit";
import { completeAll, createLiveMission, depositHq, userIdOf, WALLET } from "./participation-kit";
import { buyPlan, settle, startBillingWorld, type BillingWorld } from "./billing-kit";
import { accrueSagaBoosters } from "../features/sagas/accrue-boosters";

// Each tier's entitlements are enforced where they apply, and go when the subscription does: bought through the
// Stripe fake, ended through Stripe (the webhook), read back through the product's routes.

let world: BillingWorld;
let cast: Cast;
const pro = DEFAULT_ENTITLEMENTS.Pro;

beforeAll(async () => {
  world = await startBillingWorld({ VERIFY_POLL_MS: "0" });
  cast = await createCast(world.t);
});
afterAll(async () => {
  await world?.close();
});

const tierOf = async (c: Client) => ((await c.get("/api/v1/users/subscription")).json().data as Subscription).tierName;

/** Ends the user's subscription at once in Stripe; the webhook brings the change. */
async function endSubscription(c: Client) {
  const { subscriptionId } = (await c.get("/api/v1/users/subscription")).json().data as Subscription;
  await world.stripe.subscriptions.cancel(subscriptionId!);
  await settle(world);
  expect(await tierOf(c)).toBe("Free");
}

async function proUser(label: string): Promise<Client> {
  const c = await signInWithEmail(world.t, `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await buyPlan(world, c, "Pro");
  expect(await tierOf(c)).toBe("Pro");
  return c;
}

describe("tier entitlements", () => {
  it("extra free raffle entries: Pro enters with 2 more for free; after it ends they cost $HQ again", async () => {
    const { mission, objectives } = await createLiveMission(cast, {
      objectives: 1,
      mission: { free_entries: 1, is_multi_entry_enabled: true },
    });
    const user = await proUser("entries");
    await completeAll(
      user,
      mission.id,
      objectives.map((o) => o.id),
    );
    const view = (await user.get(`/api/v1/missions/${mission.id}/participant`)).json().data;
    expect(view.free_entries).toBe(1 + pro.extraFreeEntries);
    const entered = await user.post(`/api/v1/missions/${mission.id}/complete`, { wallet_address: WALLET, quantity: 3 });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({ cost: 0, participant: { entry_count: 3, paid_entries: 0 } });
    // They are raffle entries: an allowlist for all enters with the mission's own.
    const forAll = await createLiveMission(cast, {
      objectives: 1,
      reward: { kind: "allowlist", selection_process: "All" },
    });
    await completeAll(
      user,
      forAll.mission.id,
      forAll.objectives.map((o) => o.id),
    );
    expect((await user.get(`/api/v1/missions/${forAll.mission.id}/participant`)).json().data).toMatchObject({
      free_entries: 1,
      tier_free_entries: 0,
    });

    await endSubscription(user);
    const next = await createLiveMission(cast, {
      objectives: 1,
      mission: { free_entries: 1, is_multi_entry_enabled: true },
    });
    await completeAll(
      user,
      next.mission.id,
      next.objectives.map((o) => o.id),
    );
    expect((await user.get(`/api/v1/missions/${next.mission.id}/participant`)).json().data.free_entries).toBe(1);
    const refused = await user.post(`/api/v1/missions/${next.mission.id}/complete`, {
      wallet_address: WALLET,
      quantity: 3,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("insufficient_balance");
  });

  it("a discount on skipping X objectives: 25% off for Pro, the full price once it ends", async () => {
    const user = await proUser("skips");
    await depositHq(world.t, await userIdOf(user), 100);
    const twoTwitter = async () => {
      const m = await createDraft(cast.admin, cast.orgId);
      await addObjective(cast.admin, m.id, "twitter_follow");
      await addObjective(cast.admin, m.id, "twitter_like");
      await addReward(cast.admin, m.id);
      expect((await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);
      return m.id as string;
    };
    const first = await twoTwitter();
    expect((await user.get(`/api/v1/missions/${first}/participant`)).json().data.skip_twitter_price).toBe(7.5);
    const discounted = await user.post(`/api/v1/missions/${first}/skip_twitter`, {});
    expect(discounted.json().data).toMatchObject({ objectives_skipped: 2, cost: 15 });

    await endSubscription(user);
    const second = await twoTwitter();
    expect((await user.get(`/api/v1/missions/${second}/participant`)).json().data.skip_twitter_price).toBe(10);
    expect((await user.post(`/api/v1/missions/${second}/skip_twitter`, {})).json().data).toMatchObject({ cost: 20 });
  });

  it("the organizer tool: contact columns in winner exports for Pro admins only", async () => {
    const { mission } = await createLiveMission(cast, { objectives: 1 });
    const exportAs = (fields: string[]) => cast.admin.post(`/api/v1/missions/${mission.id}/export`, { fields });
    const refused = await exportAs(["wallet_address", "email_address"]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CONTACT_EXPORT_TOOL_MESSAGE);
    expect((await exportAs(["wallet_address"])).statusCode).toBe(200);

    await buyPlan(world, cast.admin, "Pro");
    const allowed = await exportAs(["wallet_address", "email_address"]);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.body.split("\n")[0]).toBe("Wallet address,Email address");

    await endSubscription(cast.admin);
    expect((await exportAs(["email_address"])).statusCode).toBe(403);
  });

  it("a weekly Saga booster: written for each week the subscription is in force, not after it ends", async () => {
    const now = new Date();
    await insertSagas(world.t.database.db, demoSagas(now));
    const user = await proUser("booster");
    const userId = await userIdOf(user);
    const deps = { db: world.t.database.db, env: world.t.env };
    const rows = () =>
      world.t.database.db
        .select()
        .from(sagaBooster)
        .where(and(eq(sagaBooster.userId, userId), eq(sagaBooster.source, "membership_tier")));
    await accrueSagaBoosters(deps, now);
    await accrueSagaBoosters(deps, now);
    expect(await rows()).toEqual([
      expect.objectContaining({ hundredths: pro.weeklyBoosterHundredths, detail: { tier: "Pro" } }),
    ]);
    const overview = (await user.get("/api/v1/seasons/overview")).json().data;
    expect(overview.boosters.membership_accrued_hundredths).toBe(pro.weeklyBoosterHundredths);

    await endSubscription(user);
    await accrueSagaBoosters(deps, new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000));
    // Still the one week it was earned in.
    expect(await rows()).toHaveLength(1);
  });
});
