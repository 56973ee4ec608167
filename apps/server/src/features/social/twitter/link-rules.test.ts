import { describe, expect, it } from "vitest";
import { sameSitePath } from "./link-rules";

const site = "https://quest.example";

describe("sameSitePath", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(sameSitePath("/missions/x", site)).toBe("/missions/x");
    expect(sameSitePath("/missions/x?tab=objectives#top", site)).toBe("/missions/x?tab=objectives#top");
    expect(sameSitePath(undefined, site)).toBe("/");
    expect(sameSitePath("", site)).toBe("/");
  });

  it("reduces an absolute URL of this site to its path", () => {
    expect(sameSitePath("https://quest.example/organizations/acme", site)).toBe("/organizations/acme");
  });

  it("refuses other origins and the tricks that reach them", () => {
    for (const raw of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "http://quest.example/x",
      "javascript:alert(1)",
      "missions/x",
      "/x\n/y",
    ]) {
      expect(sameSitePath(raw, site), raw).toBeNull();
    }
  });
});
