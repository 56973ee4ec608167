import { describe, expect, it } from "vitest";
import {
  httpsUrlSchema,
  httpUrlSchema,
  isValidDateString,
  numberFromText,
  startDateSchema,
  twitterUsernameSchema,
  youtubeVideoId,
} from "./fields";
import { addressListSchema, baseUnitAmountSchema } from "./onchain-fields";

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("field schemas", () => {
  it("reports one username message at a time", () => {
    const result = twitterUsernameSchema.safeParse("j");
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Username must be at least 2 characters."]);
    expect(twitterUsernameSchema.parse(" @jack ")).toBe("@jack");
  });

  it("tells https from http URLs", () => {
    expect(httpsUrlSchema.parse(" https://questhq.xyz/a?b=c ")).toBe("https://questhq.xyz/a?b=c");
    expect(messageOf(httpsUrlSchema.safeParse("http://questhq.xyz"))).toBe("Invalid URL");
    expect(messageOf(httpsUrlSchema.safeParse("https://quest hq.xyz"))).toBe("Invalid URL");
    expect(messageOf(httpsUrlSchema.safeParse("javascript:alert(1)"))).toBe("Invalid URL");
    expect(httpUrlSchema.parse("http://questhq.xyz")).toBe("http://questhq.xyz");
    expect(messageOf(httpUrlSchema.safeParse("ftp://questhq.xyz"))).toBe("Invalid URL");
  });

  it("finds YouTube video ids", () => {
    expect(youtubeVideoId("https://youtu.be/dQw4w9WgXcQ?t=42")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube.com/watch")).toBeNull();
    expect(youtubeVideoId("https://youtu.be/")).toBeNull();
    expect(youtubeVideoId("not a url")).toBeNull();
  });

  it("accepts ISO dates whose calendar day exists", () => {
    for (const ok of [
      "2024-02-29",
      "2024-01-01T10:00",
      "2024-01-01T10:00:00.123Z",
      "2024-01-01 10:00",
      "2024-01-01T10:00:00+02:00",
    ]) {
      expect([ok, isValidDateString(ok)]).toEqual([ok, true]);
    }
    for (const bad of ["2023-02-29", "2024-04-31", "2024-00-10", "01/02/2024", "Jan 5 2024", "1", ""]) {
      expect([bad, isValidDateString(bad)]).toEqual([bad, false]);
    }
    expect(startDateSchema.parse(undefined)).toBe("2000-01-01");
    expect(startDateSchema.parse(null)).toBe("2000-01-01");
    expect(startDateSchema.parse(new Date("2024-03-01T00:00:00Z"))).toBe("2024-03-01T00:00:00.000Z");
  });

  it("reads numbers from form text strictly", () => {
    expect(numberFromText(" 12 ")).toBe(12);
    expect(numberFromText("1.5")).toBe(1.5);
    expect(numberFromText("")).toBeUndefined();
    expect(numberFromText("0x10")).toBeNaN();
    expect(numberFromText("1e3")).toBeNaN();
    expect(numberFromText(7)).toBe(7);
  });

  it("splits pasted address lists and drops duplicates", () => {
    const a = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
    expect(addressListSchema.parse(`${a}; ${a.toLowerCase()}\n\n0x1111111111111111111111111111111111111111`)).toEqual([
      a,
      "0x1111111111111111111111111111111111111111",
    ]);
  });

  it("keeps base-unit amounts exact beyond safe integers", () => {
    const amount = baseUnitAmountSchema({ positive: true });
    expect(amount.parse(123456789012345678901234567890n)).toBe("123456789012345678901234567890");
    expect(amount.parse("+42")).toBe("42");
    expect(messageOf(amount.safeParse(null))).toBe("Not a valid number");
    expect(messageOf(amount.safeParse(Number.NaN))).toBe("Not a valid number");
  });
});
