import { describe, expect, it } from "vitest";
import { normaliseText, tweetIdFromUrl, typedText, usernameFrom } from "./twitter-objective";

describe("tweetIdFromUrl", () => {
  it("reads the post id of x.com and twitter.com status links", () => {
    expect(tweetIdFromUrl("https://x.com/jack/status/20")).toBe("20");
    expect(tweetIdFromUrl("https://twitter.com/jack/status/1800000000000000001?s=20")).toBe("1800000000000000001");
    expect(tweetIdFromUrl("https://www.x.com/jack/status/20/photo/1")).toBe("20");
    expect(tweetIdFromUrl("https://mobile.twitter.com/jack/status/20/")).toBe("20");
  });

  it("refuses anything else", () => {
    for (const v of [
      "https://example.com/jack/status/20",
      "https://x.com/jack",
      "https://x.com/jack/status/12345678901234567890",
      "x.com/jack/status/20",
      20,
      undefined,
    ]) {
      expect(tweetIdFromUrl(v), String(v)).toBeNull();
    }
  });
});

describe("usernameFrom", () => {
  it("drops the @ and refuses impossible usernames", () => {
    expect(usernameFrom("@jack")).toBe("jack");
    expect(usernameFrom(" QuestHQ ")).toBe("QuestHQ");
    expect(usernameFrom("@bad name")).toBeNull();
    expect(usernameFrom("@a_name_far_too_long")).toBeNull();
  });
});

describe("post text", () => {
  it("ignores case and runs of whitespace", () => {
    expect(normaliseText("  Joining\n the   @QuestHQ  MISSION! ")).toBe("joining the @questhq mission!");
  });

  it("undoes X's escaping and t.co links", () => {
    const tweet = {
      id: "1",
      text: "Tom &amp; Jerry &lt;3 https://t.co/abc",
      entities: { urls: [{ url: "https://t.co/abc", expanded_url: "https://quest.example/m/1" }] },
    };
    expect(typedText(tweet)).toBe("Tom & Jerry <3 https://quest.example/m/1");
  });
});
