import { describe, expect, it } from "vitest";
import { pathOfNext } from "./api";

describe("pathOfNext", () => {
  it("keeps the path and query of an absolute next link, whatever its origin", () => {
    expect(pathOfNext("https://quests.example.org/api/v1/organizations/o1/audit-log?limit=20&next=abc%3D")).toBe(
      "/api/v1/organizations/o1/audit-log?limit=20&next=abc%3D",
    );
    expect(pathOfNext("/api/v1/x?next=1")).toBe("/api/v1/x?next=1");
  });
});
