import { describe, expect, it } from "vitest";
import { httpUrl, isHttpUrl } from "./http-url";
import { createOrganizationSchema, updateOrganizationSchema } from "./schemas/organizations";
import { updateProfileSchema } from "./schemas/users";
import { missionFormSchema, missionUpdateSchema } from "./missions/mission-schemas";
import { validateObjectiveValues } from "./missions/objective-values";
import { VALID_VALUES } from "./missions/test-fixtures";

// Every link field of the product accepts web addresses only.
const HOSTILE = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "file:///etc/passwd",
  "vbscript:msgbox(1)",
  "ftp://example.com/file",
  "https://",
  "https://exa mple.com",
  "//example.com/path",
];

const messagesOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.filter((i) => i.path.map(String).join(".") === field).map((i) => i.message) ?? [];

describe("httpUrl", () => {
  it("accepts http and https addresses and refuses every other scheme", () => {
    expect(isHttpUrl("https://questhq.example/missions/a?b=c#d")).toBe(true);
    expect(isHttpUrl("http://localhost:3000/x")).toBe(true);
    for (const url of HOSTILE) expect(isHttpUrl(url), url).toBe(false);
    expect(isHttpUrl("http://example.com", ["https:"])).toBe(false);
    const schema = httpUrl("Must be a valid URL.");
    expect(schema.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe("Must be a valid URL.");
    expect(schema.safeParse(`https://example.com/${"a".repeat(2048)}`).success).toBe(false);
  });

  it("guards organization links and logo, the profile image and the mission banner", () => {
    const org = { name: "Lumen Labs", slug: "lumen-labs" };
    for (const url of HOSTILE) {
      for (const link of ["website", "twitter", "discord", "telegram"]) {
        const result = createOrganizationSchema.safeParse({ ...org, links: { [link]: url } });
        expect(messagesOf(result, `links.${link}`), `${link} ${url}`).toEqual(["Must be a valid URL."]);
      }
      expect(messagesOf(createOrganizationSchema.safeParse({ ...org, logo: url }), "logo")).toEqual([
        "Logo must be a valid URL.",
      ]);
      expect(updateOrganizationSchema.safeParse({ logo: url }).success).toBe(false);
      expect(messagesOf(updateProfileSchema.safeParse({ image: url }), "image")).toEqual([
        "Image must be a valid URL.",
      ]);
      expect(missionUpdateSchema.safeParse({ banner_url: url }).success, url).toBe(false);
    }
    // Empty still clears, and real addresses pass.
    expect(
      createOrganizationSchema.safeParse({ ...org, logo: "", links: { website: "https://lumen.example" } }).success,
    ).toBe(true);
    expect(updateProfileSchema.safeParse({ image: "https://cdn.example/me.png" }).success).toBe(true);
    expect(missionUpdateSchema.safeParse({ banner_url: "" }).success).toBe(true);
    const mission = missionFormSchema.safeParse({
      organization_id: "00000000-0000-4000-8000-000000000000",
      title: "A mission",
      blockchain: 8453,
      start_date: "2030-01-01T00:00:00.000Z",
      end_date: "2030-02-01T00:00:00.000Z",
      banner_url: "javascript:alert(1)",
    });
    expect(messagesOf(mission, "banner_url")).toEqual(["Must be a valid URL."]);
  });

  it("guards the URL fields of objectives (link click and mission URL: https only, 'Invalid URL')", () => {
    for (const url of [...HOSTILE, "http://example.com/page"]) {
      expect(validateObjectiveValues("link_click", { ...VALID_VALUES.link_click, url })).toEqual({
        success: false,
        fieldErrors: { url: "Invalid URL" },
      });
      const mission = validateObjectiveValues("questhq_complete_mission", {
        ...VALID_VALUES.questhq_complete_mission,
        missionUrl: url,
      });
      expect(mission).toEqual({ success: false, fieldErrors: { missionUrl: "Invalid URL" } });
    }
    for (const url of HOSTILE) {
      for (const [template, field] of [
        ["twitter_like", "tweetUrl"],
        ["youtube_watch", "videoUrl"],
        ["discord_join", "discordServerInviteUrl"],
        ["telegram_join", "telegramGroupInviteUrl"],
      ] as const) {
        const result = validateObjectiveValues(template, { ...VALID_VALUES[template], [field]: url });
        expect(result.success, `${template} ${url}`).toBe(false);
      }
    }
  });
});
