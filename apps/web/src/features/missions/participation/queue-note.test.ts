import { describe, expect, it } from "vitest";
import { ordinal } from "./objective-status-badge";

// A queued verification's place in line reads as English does: 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 1,002nd.
describe("ordinal", () => {
  it("gives each place its English suffix", () => {
    const cases: [number, string][] = [
      [2, "2nd"],
      [3, "3rd"],
      [4, "4th"],
      [11, "11th"],
      [12, "12th"],
      [13, "13th"],
      [21, "21st"],
      [22, "22nd"],
      [101, "101st"],
      [111, "111th"],
      [1002, "1,002nd"],
      [100000, "100,000th"],
    ];
    for (const [n, text] of cases) expect(ordinal(n)).toBe(text);
  });
});
