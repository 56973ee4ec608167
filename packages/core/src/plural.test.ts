import { describe, expect, it } from "vitest";
import { skippedMessage } from "./participation/messages";
import { countOf } from "./plural";

describe("countOf", () => {
  it("puts the noun in the number the count needs", () => {
    expect(countOf(1, "winner")).toBe("1 winner");
    expect(countOf(0, "winner")).toBe("0 winners");
    expect(countOf(2500, "entry", "entries")).toBe("2,500 entries");
    expect(countOf(1, "entry", "entries")).toBe("1 entry");
  });

  it("is used by the messages that count things", () => {
    expect(skippedMessage(2)).toBe("Successfully skipped 2 objectives!");
    expect(skippedMessage(1)).toBe("Successfully skipped 1 objective!");
  });
});
