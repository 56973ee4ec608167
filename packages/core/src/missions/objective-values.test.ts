import { describe, expect, it } from "vitest";
import { NO_START_DATE } from "../constants";
import { objectiveInputSchema, objectiveValueSchemas, validateObjectiveValues } from "./objective-values";
import { TEMPLATE_KEYS } from "./templates";
import { ADDRESS, OTHER_ADDRESS, VALID_VALUES, errorOf, parsed } from "./test-fixtures";

const MISSION = "3f2b8c1e-6a7d-4e5f-9a0b-1c2d3e4f5a6b";

describe("every template", () => {
  it("has a schema and accepts its valid example", () => {
    expect(Object.keys(objectiveValueSchemas).sort()).toEqual([...TEMPLATE_KEYS].sort());
    for (const key of TEMPLATE_KEYS) {
      expect([key, validateObjectiveValues(key, VALID_VALUES[key]).success]).toEqual([key, true]);
    }
  });

  it("accepts an optional button_title of at most 40 characters", () => {
    for (const key of TEMPLATE_KEYS) {
      expect(parsed(key, { button_title: "  Do it  " }).button_title).toBe("Do it");
      expect(parsed(key, { button_title: "" })).not.toHaveProperty("button_title");
      expect(errorOf(key, { button_title: "x".repeat(41) }, "button_title")).toBe(
        "Button title must be at most 40 characters.",
      );
    }
  });

  it("strips keys the template does not know", () => {
    for (const key of TEMPLATE_KEYS) expect(parsed(key, { sneaky: "x" })).not.toHaveProperty("sneaky");
  });

  it("rejects an unknown template", () => {
    expect(validateObjectiveValues("myspace_follow", {})).toEqual({
      success: false,
      fieldErrors: { template: "Unknown objective template." },
    });
    expect(validateObjectiveValues("toString", {})).toEqual({
      success: false,
      fieldErrors: { template: "Unknown objective template." },
    });
  });
});

describe("Twitter", () => {
  it.each([
    ["@", "Username must be at least 2 characters."],
    ["", "Username must be at least 2 characters."],
    [undefined, "Username must be at least 2 characters."],
    ["@abcdefghijklmnop", "Username must be no more than 16 characters."],
    ["jack", "Username must start with '@'."],
    ["@ja-ck", "Username can only contain alphanumeric characters and underscores after '@'."],
    ["@ja ck", "Username can only contain alphanumeric characters and underscores after '@'."],
  ])("username %j → %s", (username, message) => {
    expect(errorOf("twitter_follow", { username }, "username")).toBe(message);
  });

  it("counts the @ in the length: 16 characters with it are fine", () => {
    expect(parsed("twitter_follow", { username: "@abcdefghijklmno" }).username).toBe("@abcdefghijklmno");
    expect(parsed("twitter_follow", { username: "@j_1" }).username).toBe("@j_1");
  });

  it.each([
    "https://x.com/jack/status/",
    "https://x.com/jack",
    "https://facebook.com/jack/status/20",
    "ftp://x.com/jack/status/20",
    "https://x.com/jack/status/20abc",
    "",
  ])("tweet URL %j is rejected", (tweetUrl) => {
    for (const t of ["twitter_like", "twitter_bookmark", "twitter_retweet", "twitter_comment"] as const) {
      expect(errorOf(t, { tweetUrl }, "tweetUrl")).toBe("Not a valid Twitter post URL.");
    }
  });

  it("checks tweet content", () => {
    expect(errorOf("twitter_post", { tweetContent: "  " }, "tweetContent")).toBe("Tweet content cannot be empty");
    expect(errorOf("twitter_post", { tweetContent: undefined }, "tweetContent")).toBe("Tweet content cannot be empty");
    expect(errorOf("twitter_post", { tweetContent: "x".repeat(281) }, "tweetContent")).toBe(
      "Tweet content cannot exceed 280 characters",
    );
    expect(parsed("twitter_post", { tweetContent: "x".repeat(280) }).tweetContent).toHaveLength(280);
  });

  it("requires the username-update text", () => {
    expect(errorOf("twitter_username_update", { addToUsername: "" }, "addToUsername")).toBe(
      "Enter what you'd like users to update their username to include",
    );
  });
});

describe("QuestHQ", () => {
  it("requires an https mission URL; the mission title is optional", () => {
    for (const t of ["questhq_complete_mission", "questhq_mission_won"] as const) {
      expect(errorOf(t, { missionUrl: "http://questhq.xyz/m/1" }, "missionUrl")).toBe("Invalid URL");
      expect(errorOf(t, { missionUrl: "not a url" }, "missionUrl")).toBe("Invalid URL");
      expect(errorOf(t, { missionUrl: undefined }, "missionUrl")).toBe("Invalid URL");
      expect(parsed(t, { missionTitle: undefined })).not.toHaveProperty("missionTitle");
    }
  });

  it("stores an empty or absent start date as 2000-01-01", () => {
    expect(parsed("questhq_points_earned").start_date).toBe(NO_START_DATE);
    expect(parsed("questhq_objectives_completed").start_date).toBe(NO_START_DATE);
    expect(parsed("questhq_missions_completed").start_date).toBe("2024-05-01");
    expect(parsed("questhq_missions_completed", { start_date: "2024-05-01T10:00:00Z" }).start_date).toBe(
      "2024-05-01T10:00:00Z",
    );
  });

  it.each(["yesterday", "2024-02-30", "2024-13-01", "1"])("rejects the start date %j", (start_date) => {
    for (const t of ["questhq_missions_completed", "questhq_objectives_completed", "questhq_points_earned"] as const) {
      expect(errorOf(t, { start_date }, "start_date")).toBe("Invalid date format. Please use a valid date string.");
    }
  });

  it("needs positive whole numbers, coerced from text", () => {
    const cases = [
      ["questhq_missions_completed", "number_of_missions"],
      ["questhq_objectives_completed", "number_of_objectives"],
      ["questhq_points_earned", "number_of_points"],
    ] as const;
    for (const [t, field] of cases) {
      expect(parsed(t, { [field]: " 7 " })[field]).toBe(7);
      for (const bad of ["0", "-1", "1.5", "abc", "", undefined, "0x10"]) {
        expect([bad, errorOf(t, { [field]: bad }, field)]).toEqual([bad, "Must be a positive whole number."]);
      }
    }
  });

  it("keeps the optional credits category", () => {
    expect(parsed("questhq_points_earned").category).toBe("quests");
    expect(parsed("questhq_points_earned", { category: undefined })).not.toHaveProperty("category");
  });

  it("takes the address list as an array or as pasted text", () => {
    expect(
      parsed("questhq_custom_list_import", { addresses: `${ADDRESS}\n${OTHER_ADDRESS}, ${ADDRESS.toLowerCase()}\n` })
        .addresses,
    ).toEqual([ADDRESS, OTHER_ADDRESS]);
    for (const addresses of [[], "", "  \n ", undefined]) {
      expect(errorOf("questhq_custom_list_import", { addresses }, "addresses")).toBe(
        "Please enter at least one address.",
      );
    }
    expect(errorOf("questhq_custom_list_import", { addresses: [ADDRESS, "0x123"] }, "addresses")).toBe(
      "Invalid EVM address",
    );
  });
});

describe("Steam", () => {
  const steamTemplates = ["steam_download", "steam_wishlist", "steam_playtime"] as const;

  it("checks game, link and id; the description is optional", () => {
    for (const t of steamTemplates) {
      expect(errorOf(t, { game: " " }, "game")).toBe("Game name is required.");
      expect(errorOf(t, { link: "https://store.steampowered.com/search" }, "link")).toBe("Not a valid Steam game URL.");
      expect(errorOf(t, { link: "https://example.com/app/730" }, "link")).toBe("Not a valid Steam game URL.");
      expect(errorOf(t, { steam_game_id: "" }, "steam_game_id")).toBe("Game ID is required.");
      expect(errorOf(t, { steam_game_id: "abc" }, "steam_game_id")).toBe("Game ID is required.");
      expect(parsed(t, { steam_game_id: 730, description: undefined })).toMatchObject({ steam_game_id: "730" });
      expect(parsed(t, { description: undefined })).not.toHaveProperty("description");
    }
    expect(parsed("steam_download", { link: "https://store.steampowered.com/app/730" }).link).toBe(
      "https://store.steampowered.com/app/730",
    );
  });

  it("needs a positive whole playtime in minutes", () => {
    expect(parsed("steam_playtime").gaming_duration).toBe(120);
    for (const gaming_duration of ["0", "-5", "2.5", "", "soon"]) {
      expect(errorOf("steam_playtime", { gaming_duration }, "gaming_duration")).toBe(
        "Duration of playtime must be a positive number",
      );
    }
  });
});

describe("link click", () => {
  it("checks title, description and https URL", () => {
    expect(errorOf("link_click", { title: "a" }, "title")).toBe("Title must be at least 2 characters.");
    expect(errorOf("link_click", { title: undefined }, "title")).toBe("Title must be at least 2 characters.");
    expect(errorOf("link_click", { description: "" }, "description")).toBe("Description is required.");
    expect(errorOf("link_click", { url: "http://docs.questhq.xyz" }, "url")).toBe("Invalid URL");
    expect(errorOf("link_click", { url: "docs.questhq.xyz" }, "url")).toBe("Invalid URL");
  });
});

describe("YouTube", () => {
  it("requires the watch title", () => {
    expect(errorOf("youtube_watch", { title: "" }, "title")).toBe("Title is required.");
  });
});

// The two YouTube link fields: the links each takes, and its message for any other.
describe.each([
  {
    link: "video",
    template: "youtube_watch",
    field: "videoUrl",
    accepted: [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ],
    refused: [
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQx",
      "https://vimeo.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/@questhq",
      "",
    ],
    message: "Not a valid YouTube link.",
  },
  {
    link: "channel",
    template: "youtube_sub",
    field: "channelUrl",
    accepted: [
      "https://www.youtube.com/@questhq",
      "https://youtube.com/@quest.hq/videos",
      "https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw",
      "https://www.youtube.com/c/QuestHQ",
      "https://www.youtube.com/user/questhq",
    ],
    refused: [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/channel/XX123",
      "https://twitch.tv/@questhq",
    ],
    message: "Not a valid YouTube channel link.",
  },
] as const)("the YouTube $link link", ({ link, template, field, accepted, refused, message }) => {
  it.each(accepted)(`accepts the ${link} link %s`, (url) => {
    expect(parsed(template, { [field]: url })[field]).toBe(url);
  });

  it.each(refused)(`rejects the ${link} link %j`, (url) => {
    expect(errorOf(template, { [field]: url }, field)).toBe(message);
  });
});

describe("Discord", () => {
  it("checks name, server id and invite on both templates", () => {
    for (const t of ["discord_join", "discord_role"] as const) {
      expect(errorOf(t, { discordName: "Q" }, "discordName")).toBe("Name must be at least 2 characters.");
      for (const id of ["12345678901234567", "12345678901234567890", "12345678901234567a", 123456789012345680]) {
        expect(errorOf(t, { discordServerId: id }, "discordServerId")).toBe("Invalid Discord server ID");
      }
      expect(parsed(t, { discordServerId: "1234567890123456789" }).discordServerId).toBe("1234567890123456789");
      for (const url of [
        "https://discord.gg/questhq",
        "https://discord.com/invite/questhq",
        "https://discordapp.com/invite/q-h",
      ]) {
        expect(parsed(t, { discordServerInviteUrl: url }).discordServerInviteUrl).toBe(url);
      }
      for (const url of [
        "https://discord.com/channels/1",
        "http://discord.gg/questhq",
        "https://disc.gg/questhq",
        "",
      ]) {
        expect(errorOf(t, { discordServerInviteUrl: url }, "discordServerInviteUrl")).toBe(
          "Invalid Discord invite link",
        );
      }
    }
  });

  it("checks the role id and name; the description is optional", () => {
    expect(errorOf("discord_role", { discordRoleId: "42" }, "discordRoleId")).toBe("Invalid Discord role ID");
    expect(errorOf("discord_role", { discordRoleName: " " }, "discordRoleName")).toBe("Role name cannot be empty.");
    expect(parsed("discord_role", { description: undefined })).not.toHaveProperty("description");
  });
});

describe("Telegram", () => {
  it.each(["https://t.me/questhq", "https://t.me/+AbCdEf123_-", "https://t.me/joinchat/AbCdEf123"])(
    "accepts %s",
    (url) => {
      expect(parsed("telegram_join", { telegramGroupInviteUrl: url }).telegramGroupInviteUrl).toBe(url);
    },
  );

  it.each(["http://t.me/questhq", "https://telegram.org/questhq", "https://t.me/", "t.me/questhq"])(
    "rejects %s",
    (url) => {
      expect(errorOf("telegram_join", { telegramGroupInviteUrl: url }, "telegramGroupInviteUrl")).toBe("Invalid URL");
    },
  );
});

describe("client validation", () => {
  it("requires a key", () => {
    expect(errorOf("client_validation", { key: "" }, "key")).toBe("Key is required.");
    expect(errorOf("client_validation", { key: undefined }, "key")).toBe("Key is required.");
  });
});

describe("objectiveInputSchema", () => {
  it("parses the values with the template's schema", () => {
    const result = objectiveInputSchema.parse({
      mission: MISSION,
      template: "questhq_missions_completed",
      values: { number_of_missions: "2", extra: true },
    });
    expect(result).toEqual({
      mission: MISSION,
      template: "questhq_missions_completed",
      values: { start_date: NO_START_DATE, number_of_missions: 2 },
      credits: null,
    });
  });

  it("reports value problems at ['values', field]", () => {
    const result = objectiveInputSchema.safeParse({
      mission: MISSION,
      template: "discord_role",
      values: { ...VALID_VALUES.discord_role, discordRoleId: "1", discordServerInviteUrl: "x" },
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path, i.message]);
    expect(issues).toEqual([
      [["values", "discordServerInviteUrl"], "Invalid Discord invite link"],
      [["values", "discordRoleId"], "Invalid Discord role ID"],
    ]);
    const list = objectiveInputSchema.safeParse({
      mission: MISSION,
      template: "questhq_custom_list_import",
      values: { addresses: ["0x1"] },
    });
    expect(list.error?.issues.map((i) => i.path)).toEqual([["values", "addresses"]]);
  });

  it("rejects an unknown template and checks credits", () => {
    const unknown = objectiveInputSchema.safeParse({ mission: MISSION, template: "myspace_follow", values: {} });
    expect(unknown.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["template"], "Unknown objective template."],
    ]);
    const ok = objectiveInputSchema.parse({
      mission: MISSION,
      template: "client_validation",
      values: { key: "k" },
      credits: "25",
    });
    expect(ok.credits).toBe(25);
    for (const credits of [-1, 10001, 1.5]) {
      expect(
        objectiveInputSchema.safeParse({
          mission: MISSION,
          template: "client_validation",
          values: { key: "k" },
          credits,
        }).success,
      ).toBe(false);
    }
    expect(
      objectiveInputSchema.safeParse({ mission: "nope", template: "client_validation", values: { key: "k" } }).success,
    ).toBe(false);
  });

  it("validates an absent values map as empty", () => {
    const result = objectiveInputSchema.safeParse({ mission: MISSION, template: "client_validation" });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[["values", "key"], "Key is required."]]);
  });
});

describe("endpoint_check (docs/product/objectives.md#verified-by-your-api)", () => {
  it("needs a web address for the endpoint and keeps title and instructions optional", () => {
    expect(errorOf("endpoint_check", { endpoint_url: "" }, "endpoint_url")).toBe("Endpoint URL is required.");
    expect(errorOf("endpoint_check", { endpoint_url: undefined }, "endpoint_url")).toBe("Endpoint URL is required.");
    for (const url of ["ftp://api.example.com/verify", "javascript:alert(1)", "api.example.com/verify"])
      expect([url, errorOf("endpoint_check", { endpoint_url: url }, "endpoint_url")]).toEqual([url, "Invalid URL"]);
    // http is kept for a receiver on a developer's machine; the server refuses it in production at Verify.
    expect(parsed("endpoint_check", { endpoint_url: " http://localhost:4000/verify " }).endpoint_url).toBe(
      "http://localhost:4000/verify",
    );
    const bare = parsed("endpoint_check", { title: " ", description: "" });
    expect(bare).not.toHaveProperty("title");
    expect(bare).not.toHaveProperty("description");
    expect(errorOf("endpoint_check", { description: "x".repeat(1001) }, "description")).toBe(
      "Instructions must be at most 1000 characters.",
    );
  });
});
