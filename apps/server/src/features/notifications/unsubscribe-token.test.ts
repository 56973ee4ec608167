import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMAIL_CATEGORIES } from "@questhq/core";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const SECRET = "a".repeat(40);
const PREVIOUS = "b".repeat(40);

describe("unsubscribe tokens", () => {
  it("name their person and category, and only verify with a secret that signed them", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes(":")),
        fc.constantFrom(...EMAIL_CATEGORIES),
        (userId, category) => {
          const token = unsubscribeToken(SECRET, userId, category);
          expect(readUnsubscribeToken([SECRET], token)).toEqual({ userId, category });
          // While the secret is being rotated, links signed with the previous one still work.
          expect(readUnsubscribeToken([PREVIOUS, SECRET], token)).toEqual({ userId, category });
          expect(readUnsubscribeToken([PREVIOUS], token)).toBeNull();
        },
      ),
    );
  });

  it("refuses a token changed to name someone else or another category", () => {
    const token = unsubscribeToken(SECRET, "user-1", "winner");
    const [, sig] = token.split(".");
    for (const who of ["user-2:winner", "user-1:digest", "user-1:winner:x", "user-1", ":winner"]) {
      expect(readUnsubscribeToken([SECRET], `${Buffer.from(who).toString("base64url")}.${sig}`), who).toBeNull();
    }
    expect(readUnsubscribeToken([SECRET], `${token}.extra`)).toBeNull();
    expect(readUnsubscribeToken([SECRET], token.slice(0, -2))).toBeNull();
    expect(readUnsubscribeToken([SECRET], "")).toBeNull();
  });
});
