import { describe, expect, it } from "vitest";
import { getProvider, isProviderKey, OWN_PROVIDER_KEY, PROVIDERS } from "./providers";

describe("providers", () => {
  it("lists the fourteen providers of docs/product/objectives.md#providers with icons", () => {
    expect(PROVIDERS.map((p) => p.name)).toEqual([
      "Twitter",
      "YouTube",
      "Discord",
      "Google",
      "Telegram",
      "LinkedIn",
      "QuestHQ",
      "Steam",
      "GitHub",
      "Custom",
      "Onchain",
      "OKX",
      "Client Validation",
      "Organizer API",
    ]);
    expect(new Set(PROVIDERS.map((p) => p.key)).size).toBe(14);
    expect(new Set(PROVIDERS.map((p) => p.icon)).size).toBe(14);
    for (const p of PROVIDERS) expect(p.icon).toMatch(/^[a-z0-9-]+$/);
    expect(OWN_PROVIDER_KEY).toBe("questhq");
  });

  it("finds a provider by key or by name, in any case", () => {
    expect(getProvider("twitter").name).toBe("Twitter");
    expect(getProvider("YOUTUBE").key).toBe("youtube");
    expect(getProvider("YouTube").key).toBe("youtube");
    expect(getProvider("LinkedIn").key).toBe("linkedin");
    expect(getProvider("okx").name).toBe("OKX");
    expect(getProvider("QuestHQ").key).toBe("questhq");
  });

  it("treats separators alike for multi-word providers", () => {
    for (const s of ["Client Validation", "client_validation", "client-validation", "CLIENT VALIDATION"]) {
      expect([s, getProvider(s).key]).toEqual([s, "client_validation"]);
    }
    expect(getProvider("on-chain").key).toBe("onchain");
  });

  it("knows Twitter as X", () => {
    expect(getProvider("X").key).toBe("twitter");
    expect(getProvider("Twitter/X").key).toBe("twitter");
  });

  it("falls back to Custom", () => {
    for (const s of ["myspace", "", null, undefined]) expect(getProvider(s).key).toBe("custom");
  });

  it("checks provider keys exactly", () => {
    expect(isProviderKey("steam")).toBe(true);
    expect(isProviderKey("Steam")).toBe(false);
  });
});
