import { describe, expect, it } from "vitest";
import { bridgeChains } from "./bridge-chains";

describe("bridge chains", () => {
  it("offer the registry's visible EVM chains, the local chain only where the server runs one", () => {
    const ids = bridgeChains({ localChain: false }).map((c) => c.id);
    expect(ids).toContain(1);
    expect(ids).toContain(8453);
    // Cronos is hidden, Solana and Bitcoin Ordinals are not EVM chains, anvil is the development chain.
    for (const id of [25, -1, -2, 31337]) expect(ids).not.toContain(id);
    expect(bridgeChains({ localChain: true }).map((c) => c.id)).toContain(31337);
  });
});
