import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { FREE_SUBSCRIPTION } from "@questhq/core";
import { signInWithEmail, withTestApp, type TestApp } from "../../test/harness";
import { creditLedger, hqStake, subscription, user } from "../../db/schema/index";
import { REFERRAL_MESSAGES } from "./apply-referral";

let t: TestApp;
withTestApp((app) => (t = app));

describe("profile", () => {
  it("returns the user with a referral code, a display name and the Free tier", async () => {
    const c = await signInWithEmail(t, "profile@example.com");
    const me = (await c.get("/api/v1/users/me")).json().data;
    expect(me).toMatchObject({ email: "profile@example.com", tier: "Free", isBd: false, wallets: [] });
    expect(me.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it("edits the profile; the name then leads the display name", async () => {
    const c = await signInWithEmail(t, "rename@example.com");
    const res = await c.patch("/api/v1/users/me", { name: "Quest Runner", bio: "gm" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Quest Runner", bio: "gm", displayName: "Quest Runner" });
  });

  it("rejects an invalid image URL with the field message", async () => {
    const c = await signInWithEmail(t, "badimage@example.com");
    const res = await c.patch("/api/v1/users/me", { image: "not a url" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.image).toEqual(["Image must be a valid URL."]);
  });
});

describe("credits and subscription", () => {
  it("sums the credit ledger and reports $HQ stake in whole tokens", async () => {
    const c = await signInWithEmail(t, "credits@example.com");
    const me = (await c.get("/api/v1/users/me")).json().data;
    await t.database.db.insert(creditLedger).values([
      { userId: me.id, amount: 150n, reason: "objective", idempotencyKey: `t:${me.id}:1` },
      { userId: me.id, amount: 250n, reason: "objective", idempotencyKey: `t:${me.id}:2` },
    ]);
    await t.database.db
      .insert(hqStake)
      .values({ userId: me.id, locked: 10n ** 18n * 5n, available: (10n ** 18n * 125n) / 100n });
    const res = (await c.get("/api/v1/users/credits")).json().data;
    expect(res).toEqual({ credits: 400, stake: { locked: 5, available: 1.25, stakingFreeEntries: 0 } });
  });

  it("answers Free, inactive, kind free without a subscription; the active one when there is", async () => {
    const c = await signInWithEmail(t, "sub@example.com");
    expect((await c.get("/api/v1/users/subscription/")).json().data).toEqual(FREE_SUBSCRIPTION);
    const me = (await c.get("/api/v1/users/me")).json().data;
    await t.database.db
      .insert(subscription)
      .values({ id: "sub_1", userId: me.id, tierName: "Pro", status: "active", kind: "stripe", priceId: "price_pro" });
    expect((await c.get("/api/v1/users/subscription")).json().data).toMatchObject({
      tierName: "Pro",
      status: "active",
      kind: "stripe",
    });
    expect((await c.get("/api/v1/users/me")).json().data.tier).toBe("Pro");
  });

  it("is 401 for visitors", async () => {
    expect((await t.app.inject({ url: "/api/v1/users/subscription/" })).statusCode).toBe(401);
  });
});

describe("referrals", () => {
  it("applies a friend's code once, is idempotent on retry, and refuses a second code", async () => {
    const friend = await signInWithEmail(t, "friend@example.com");
    const other = await signInWithEmail(t, "other@example.com");
    const me = await signInWithEmail(t, "referred@example.com");
    const friendCode = (await friend.get("/api/v1/users/me")).json().data.referralCode;
    const otherCode = (await other.get("/api/v1/users/me")).json().data.referralCode;

    const first = await me.post("/api/v1/users/referral/", { code: friendCode.toLowerCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe(REFERRAL_MESSAGES.applied);
    expect((await me.post("/api/v1/users/referral/", { code: friendCode })).statusCode).toBe(200);

    const second = await me.post("/api/v1/users/referral/", { code: otherCode });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REFERRAL_MESSAGES.already);
    const meRow = (await me.get("/api/v1/users/me")).json().data;
    const [row] = await t.database.db.select().from(user).where(eq(user.id, meRow.id));
    const friendId = (await friend.get("/api/v1/users/me")).json().data.id;
    expect(row!.referredByUserId).toBe(friendId);
  });

  it("refuses your own code and unknown codes with clear messages", async () => {
    const c = await signInWithEmail(t, "selfref@example.com");
    const code = (await c.get("/api/v1/users/me")).json().data.referralCode;
    const own = await c.post("/api/v1/users/referral/", { code });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(REFERRAL_MESSAGES.own);
    const unknown = await c.post("/api/v1/users/referral/", { code: "NOPE1234" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(REFERRAL_MESSAGES.notFound);
    const empty = await c.post("/api/v1/users/referral/", { code: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.code).toEqual(["Referral code is required."]);
  });
});
