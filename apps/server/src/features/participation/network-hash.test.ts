import { describe, expect, it } from "vitest";
import { createNetworkHasher, networkPrefix } from "./network-hash";

describe("networkPrefix", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /64", () => {
    expect(networkPrefix("203.0.113.7")).toBe("203.0.113");
    expect(networkPrefix("::ffff:203.0.113.200")).toBe("203.0.113");
    expect(networkPrefix("2001:db8::1")).toBe("2001:db8:0:0");
    expect(networkPrefix("2001:db8:aa:bb:cc::9")).toBe("2001:db8:aa:bb");
  });

  it("has nothing for what is not an address", () => {
    expect(networkPrefix(undefined)).toBeNull();
    expect(networkPrefix("")).toBeNull();
    expect(networkPrefix("localhost")).toBeNull();
  });
});

describe("createNetworkHasher", () => {
  const hash = createNetworkHasher("a-secret-of-at-least-thirty-two-characters!");

  it("is equal for one network and one mission, different across missions, networks and secrets", () => {
    const a = hash("m1", "203.0.113.7");
    expect(a).toBe(hash("m1", "203.0.113.99"));
    expect(a).not.toBe(hash("m2", "203.0.113.7"));
    expect(a).not.toBe(hash("m1", "203.0.114.7"));
    expect(a).not.toBe(createNetworkHasher("another-secret-of-at-least-thirty-two-chars")("m1", "203.0.113.7"));
    expect(hash("m1", "not an address")).toBeNull();
  });
});
