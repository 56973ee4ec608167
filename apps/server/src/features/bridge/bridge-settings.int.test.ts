import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

// The bridge page's widget settings come from env (LI.FI API root, integrator, fee) and reach the browser through
// /api/v1/config; the page's CSP lets it fetch from that API and no chain node (reads go through the relay).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const connectSrc = async (app: TestApp) => {
  const csp = String((await app.app.inject({ url: "/robots.txt" })).headers["content-security-policy"]);
  return csp
    .split(";")
    .find((d) => d.startsWith("connect-src"))!
    .split(" ")
    .slice(1);
};

describe("bridge settings", () => {
  it("point the sandbox at its own LI.FI fake, and keep the CSP's connect-src to the page's own origin", async () => {
    t = await createTestApp();
    const { bridge } = (await t.app.inject({ url: "/api/v1/config" })).json().data;
    expect(bridge).toMatchObject({ apiUrl: "http://localhost:3000/sandbox/lifi/v1", integrator: "questhq", fee: 0 });
    // Chains with a node to read through: the registry's public endpoints. No local chain runs in this app.
    expect(bridge.readChainIds).toEqual(expect.arrayContaining([1, 8453, 42161]));
    expect(bridge.readChainIds).not.toContain(31337);
    expect(await connectSrc(t)).toEqual(["'self'"]);
  });

  it("take LI.FI's API, the integrator and the fee from env", async () => {
    t = await createTestApp({
      LIFI_API_URL: "https://li.quest/v1",
      LIFI_INTEGRATOR: "questhq-prod",
      LIFI_FEE: "0.003",
    });
    const { bridge } = (await t.app.inject({ url: "/api/v1/config" })).json().data;
    expect(bridge).toMatchObject({ apiUrl: "https://li.quest/v1", integrator: "questhq-prod", fee: 0.003 });
    expect(await connectSrc(t)).toEqual(["'self'", "https://li.quest"]);
  });

  it("refuse an integrator LI.FI would not accept and a fee above 10 %", async () => {
    await expect(createTestApp({ LIFI_INTEGRATOR: "quest hq!" })).rejects.toThrow(/LIFI_INTEGRATOR/);
    await expect(createTestApp({ LIFI_FEE: "0.5" })).rejects.toThrow(/LIFI_FEE/);
  });
});
