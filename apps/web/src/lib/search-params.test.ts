import { describe, expect, it } from "vitest";
import { integer, oneOf, searchParams, text, textOrNumber } from "./search-params";

describe("route search params", () => {
  const explore = searchParams({
    chain: integer(),
    sort: oneOf(["newest", "featured"]),
    search: text(5),
    limit: integer(1, 50),
  });

  it("keeps the values that fit, as the router hands them over", () => {
    expect(explore({ chain: 8453, sort: "newest", search: "base", limit: "12" })).toEqual({
      chain: 8453,
      sort: "newest",
      search: "base",
      limit: 12,
    });
  });

  it("drops what does not fit instead of failing the page", () => {
    expect(explore({ chain: "abc", sort: "oldest", search: "too long", limit: 51, extra: "x" })).toEqual({});
    expect(explore({ chain: 1.5, limit: 0, search: 42 })).toEqual({});
    expect(explore({ chain: "", limit: " " })).toEqual({});
  });

  it("keeps a bridge parameter as it came, number or text", () => {
    const bridge = searchParams({ fromChain: textOrNumber(), toToken: textOrNumber() });
    expect(bridge({ fromChain: 1, toToken: "0xabc" })).toEqual({ fromChain: 1, toToken: "0xabc" });
    expect(bridge({ fromChain: Number.NaN, toToken: { a: 1 } })).toEqual({});
  });
});
