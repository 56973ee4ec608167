import { describe, expect, it } from "vitest";
import { isSandboxOrganizerObjective } from "./sandbox-providers";

describe("isSandboxOrganizerObjective (docs/product/objectives.md#sandbox-actions)", () => {
  it("offers the sandbox organizer API only for endpoint checks that call it", () => {
    const check = (endpoint_url: unknown, template = "endpoint_check") =>
      isSandboxOrganizerObjective({ template, values: { endpoint_url } });
    expect(check("http://localhost:3000/sandbox/organizer/verify")).toBe(true);
    expect(check("https://demo.questhq.example/sandbox/organizer/verify")).toBe(true);
    // An organizer's own endpoint: the sandbox cannot say anything for it.
    expect(check("https://api.example.com/questhq/verify")).toBe(false);
    expect(check("https://api.example.com/verify?next=/sandbox/organizer/")).toBe(false);
    expect(check("not a url")).toBe(false);
    expect(check(undefined)).toBe(false);
    expect(check("http://localhost:3000/sandbox/organizer/verify", "link_click")).toBe(false);
    expect(isSandboxOrganizerObjective({ template: "endpoint_check", values: null })).toBe(false);
  });
});
