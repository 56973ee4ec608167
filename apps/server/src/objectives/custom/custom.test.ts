import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_KEYS } from "@questhq/core";
import { createTestApp, type TestApp } from "../../test/harness";
import { verifierFor } from "../registry";
import { createFixture, verifyContext, type Fixture } from "../onchain/test-context";
import { OPEN_FIRST_MESSAGE } from "./visit";
import { customVerifiers } from "./index";
import { clientValidationVerifiers } from "../client-validation/index";
import { onchainVerifiers } from "../onchain/index";
import { questhqVerifiers } from "../questhq/index";

// Objectives no provider can prove: link clicks and "check gems" (dwell time, self-attested)
// and client validation (a browser's soft signal).

let t: TestApp;
let fx: Fixture;

beforeAll(async () => {
  t = await createTestApp({ VISIT_DWELL_SECONDS: "10" });
  fx = await createFixture(t);
});

afterAll(async () => {
  await t?.close();
});

type Obj = Awaited<ReturnType<Fixture["objective"]>>;
const verify = (objective: Obj, more: Partial<Parameters<typeof verifyContext>[1]> = {}) =>
  verifierFor(objective.template)!(verifyContext(t, { userId: fx.users[0], objective, ...more }));

describe("client_validation", () => {
  it("asks for OKX Wallet unless the browser reports it, then completes as a self-attested soft signal", async () => {
    const objective = await fx.objective("client_validation", { key: "okx-wallet" });
    const okxMissing =
      "Please install OKX Wallet to complete this objective. If you recently installed it, please refresh the page.";
    expect(await verify(objective)).toEqual({ status: "incomplete", message: okxMissing });
    expect(await verify(objective, { input: { client_signal: { okx_wallet_present: false } } })).toEqual({
      status: "incomplete",
      message: okxMissing,
    });
    expect(await verify(objective, { input: { client_signal: { okx_wallet_present: true } } })).toEqual({
      status: "completed",
      isSelfAttested: true,
      evidence: { soft_signal: true },
    });
  });
});

describe.each(["link_click", "onchain_check_gems"] as const)("%s (visit)", (template) => {
  const values =
    template === "link_click"
      ? { title: "Read the blog", description: "Our latest post", url: "https://blog.example.com/post" }
      : { title: "Check gems", description: "See your gems" };

  it("opens first, waits the dwell time, then completes as self-attested", async () => {
    const objective = await fx.objective(template, values);
    const now = new Date();
    expect(await verify(objective, { now })).toEqual({ status: "incomplete", message: OPEN_FIRST_MESSAGE });
    expect(await verify(objective, { now, input: { action: "visit" } })).toEqual({
      status: "visiting",
      readyAt: new Date(now.getTime() + 10_000),
    });
    const early = await verify(objective, { now, visitStartedAt: new Date(now.getTime() - 4_000) });
    expect(early).toEqual({ status: "incomplete", message: "Keep it open a little longer: 6 more seconds." });
    const almost = await verify(objective, { now, visitStartedAt: new Date(now.getTime() - 9_000) });
    expect(almost).toEqual({ status: "incomplete", message: "Keep it open a little longer: 1 more second." });
    const done = await verify(objective, { now, visitStartedAt: new Date(now.getTime() - 10_000) });
    expect(done).toMatchObject({ status: "completed", isSelfAttested: true });
  });
});

describe("the families of this folder and its siblings", () => {
  it("give every on-chain, in-product, custom and client-validation template a verifier", () => {
    const mine = TEMPLATE_KEYS.filter(
      (k) => /^(onchain_|questhq_)/.test(k) || k === "link_click" || k === "client_validation",
    );
    const registered = Object.keys({
      ...onchainVerifiers,
      ...questhqVerifiers,
      ...customVerifiers,
      ...clientValidationVerifiers,
    }).sort();
    expect(registered).toEqual([...mine].sort());
    for (const key of mine) expect(verifierFor(key), key).toBeTypeOf("function");
  });
});
