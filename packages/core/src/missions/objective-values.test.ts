import { describe, expect, it } from "vitest";
import { NO_START_DATE } from "../constants";
import { objectiveInputSchema, objectiveValueSchemas, validateObjectiveValues } from "./objective-values";
import { TEMPLATE_KEYS, type TemplateKey } from "./templates";
import { ADDRESS, ERC20_ABI_JSON, OTHER_ADDRESS, VALID_VALUES } from "./test-fixtures";

/** The message a field gets when the template's valid values are changed by `patch`. */
function errorOf(template: TemplateKey, patch: Record<string, unknown>, field: string): string | undefined {
  const result = validateObjectiveValues(template, { ...VALID_VALUES[template], ...patch });
  if (result.success) return undefined;
  return result.fieldErrors[field];
}

function parsed(template: TemplateKey, patch: Record<string, unknown> = {}) {
  const result = validateObjectiveValues(template, { ...VALID_VALUES[template], ...patch });
  if (!result.success) throw new Error(`${template}: ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

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

  it("keeps the optional points category", () => {
    expect(parsed("questhq_points_earned").category).toBe("quests");
    expect(parsed("questhq_points_earned", { category: undefined })).not.toHaveProperty("category");
  });

  it("takes the address list as an array or as pasted text", () => {
    expect(parsed("questhq_custom_list_import", { addresses: `${ADDRESS}\n${OTHER_ADDRESS}, ${ADDRESS.toLowerCase()}\n` }).addresses).toEqual([
      ADDRESS,
      OTHER_ADDRESS,
    ]);
    for (const addresses of [[], "", "  \n ", undefined]) {
      expect(errorOf("questhq_custom_list_import", { addresses }, "addresses")).toBe("Please enter at least one address.");
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
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
  ])("accepts the video link %s", (videoUrl) => {
    expect(parsed("youtube_watch", { videoUrl }).videoUrl).toBe(videoUrl);
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQx",
    "https://vimeo.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/@questhq",
    "",
  ])("rejects the video link %j", (videoUrl) => {
    expect(errorOf("youtube_watch", { videoUrl }, "videoUrl")).toBe("Not a valid YouTube link.");
  });

  it("requires the watch title", () => {
    expect(errorOf("youtube_watch", { title: "" }, "title")).toBe("Title is required.");
  });

  it.each([
    "https://www.youtube.com/@questhq",
    "https://youtube.com/@quest.hq/videos",
    "https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw",
    "https://www.youtube.com/c/QuestHQ",
    "https://www.youtube.com/user/questhq",
  ])("accepts the channel link %s", (channelUrl) => {
    expect(parsed("youtube_sub", { channelUrl }).channelUrl).toBe(channelUrl);
  });

  it.each(["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/channel/XX123", "https://twitch.tv/@questhq"])(
    "rejects the channel link %s",
    (channelUrl) => {
      expect(errorOf("youtube_sub", { channelUrl }, "channelUrl")).toBe("Not a valid YouTube channel link.");
    },
  );
});

describe("Discord", () => {
  it("checks name, server id and invite on both templates", () => {
    for (const t of ["discord_join", "discord_role"] as const) {
      expect(errorOf(t, { discordName: "Q" }, "discordName")).toBe("Name must be at least 2 characters.");
      for (const id of ["12345678901234567", "12345678901234567890", "12345678901234567a", 123456789012345678]) {
        expect(errorOf(t, { discordServerId: id }, "discordServerId")).toBe("Invalid Discord server ID");
      }
      expect(parsed(t, { discordServerId: "1234567890123456789" }).discordServerId).toBe("1234567890123456789");
      for (const url of ["https://discord.gg/questhq", "https://discord.com/invite/questhq", "https://discordapp.com/invite/q-h"]) {
        expect(parsed(t, { discordServerInviteUrl: url }).discordServerInviteUrl).toBe(url);
      }
      for (const url of ["https://discord.com/channels/1", "http://discord.gg/questhq", "https://disc.gg/questhq", ""]) {
        expect(errorOf(t, { discordServerInviteUrl: url }, "discordServerInviteUrl")).toBe("Invalid Discord invite link");
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
  it.each(["https://t.me/questhq", "https://t.me/+AbCdEf123_-", "https://t.me/joinchat/AbCdEf123"])("accepts %s", (url) => {
    expect(parsed("telegram_join", { telegramGroupInviteUrl: url }).telegramGroupInviteUrl).toBe(url);
  });

  it.each(["http://t.me/questhq", "https://telegram.org/questhq", "https://t.me/", "t.me/questhq"])("rejects %s", (url) => {
    expect(errorOf("telegram_join", { telegramGroupInviteUrl: url }, "telegramGroupInviteUrl")).toBe("Invalid URL");
  });
});

describe("on-chain", () => {
  const onchainTemplates = TEMPLATE_KEYS.filter((k) => k.startsWith("onchain_"));

  it("requires a title and (where present) a description on every on-chain template", () => {
    for (const t of onchainTemplates) {
      expect([t, errorOf(t, { title: "" }, "title")]).toEqual([t, "Title is required."]);
      if ("description" in VALID_VALUES[t]) {
        expect([t, errorOf(t, { description: undefined }, "description")]).toEqual([t, "Description is required."]);
      }
    }
  });

  it("requires a known EVM chain", () => {
    for (const t of onchainTemplates.filter((k) => "blockchain" in VALID_VALUES[k])) {
      for (const blockchain of [undefined, "", "abc", 999999999, "1.5", -1]) {
        expect([t, blockchain, errorOf(t, { blockchain }, "blockchain")]).toEqual([t, blockchain, "Blockchain field is required."]);
      }
    }
    expect(parsed("onchain_transact", { blockchain: "137" }).blockchain).toBe(137);
  });

  it("requires a valid http(s) url", () => {
    for (const t of ["onchain_transact_function", "onchain_transact", "onchain_holding_nft", "onchain_holding_crypto"] as const) {
      expect(errorOf(t, { url: "" }, "url")).toBe("Url is required.");
      expect(errorOf(t, { url: undefined }, "url")).toBe("Url is required.");
      expect(errorOf(t, { url: "app.example.com" }, "url")).toBe("Invalid URL");
    }
  });

  it("checks contract, recipient and implementation addresses", () => {
    for (const t of ["onchain_transact_function", "onchain_function_onclick", "onchain_transact", "onchain_holding_nft"] as const) {
      expect(errorOf(t, { contract_address: "0x1234" }, "contract_address")).toBe("Invalid EVM address");
      expect(errorOf(t, { contract_address: "" }, "contract_address")).toBe("Invalid EVM address");
    }
    expect(parsed("onchain_transact", { contract_address: ADDRESS.slice(2) }).contract_address).toBe(ADDRESS.slice(2));
    expect(errorOf("onchain_send_token", { toAddress: "vitalik.eth" }, "toAddress")).toBe("Invalid EVM address");
    expect(errorOf("onchain_transact_function", { implementation_address: "0xzz" }, "implementation_address")).toBe(
      "Invalid EVM address",
    );
    expect(parsed("onchain_transact_function", { implementation_address: "" })).not.toHaveProperty("implementation_address");
  });

  it("checks the ABI, function name, signature and inputs of a function call", () => {
    const t = "onchain_transact_function";
    expect(parsed(t).abi).toBe(JSON.stringify(JSON.parse(ERC20_ABI_JSON)));
    expect(parsed(t, { abi: JSON.parse(ERC20_ABI_JSON) }).abi).toEqual(expect.any(String));
    for (const abi of ["{}", "not json", "[]", JSON.stringify([{ type: "function", name: "x", inputs: [{ type: "uint7" }] }])]) {
      expect(errorOf(t, { abi }, "abi")).toBe("Invalid ABI");
    }
    expect(errorOf(t, { function_name: "" }, "function_name")).toBe("Function name is required.");
    expect(errorOf(t, { function_signature: " " }, "function_signature")).toBe("Function signature is required.");
    expect(errorOf(t, { inputs: undefined }, "inputs")).toBe("Function inputs are required.");
    expect(errorOf(t, { inputs: [{ name: "a" }] }, "inputs")).toBe("Function inputs are required.");
    expect(errorOf(t, { inputs: "not json" }, "inputs")).toBe("Function inputs are required.");
    expect(parsed(t, { inputs: [] }).inputs).toEqual([]);
    expect(parsed(t, { inputs: '[{"name":"to","type":"address"}]' }).inputs).toEqual([{ name: "to", type: "address" }]);
    expect(errorOf(t, { function_signature: "mint(uint256)" }, "function_signature")).toBe("Function not found in the ABI.");
    expect(parsed(t, { function_signature: "approve(address, uint256)" }).function_signature).toBe("approve(address, uint256)");
    expect(errorOf("onchain_function_onclick", { function_name: "mint" }, "function_name")).toBe("Function not found in the ABI.");
  });

  it("checks the NFT mint values", () => {
    const t = "onchain_mint";
    expect(errorOf(t, { about: "" }, "about")).toBe("About is required.");
    expect(errorOf(t, { image_url: "" }, "image_url")).toBe("Asset URL is required.");
    expect(errorOf(t, { image_url: "pass.png" }, "image_url")).toBe("Invalid URL");
    expect(errorOf(t, { nft_symbol: "X".repeat(21) }, "nft_symbol")).toBe("NFT symbol must be at most 20 characters.");
    expect(parsed(t, { nft_symbol: "X".repeat(20) }).nft_symbol).toHaveLength(20);
    expect(errorOf(t, { nft_price: "-1" }, "nft_price")).toBe("Price must be a positive number");
    expect(errorOf(t, { nft_price: "free" }, "nft_price")).toBe("Price must be a positive number");
    expect(parsed(t).nft_price).toBe(0.01);
    expect(parsed(t, { nft_price: "" }).nft_price).toBe(0);
    // Set by the server once the contract exists.
    expect(parsed(t)).not.toHaveProperty("contract_address");
    expect(parsed(t, { contract_address: ADDRESS, nft_contract_object_id: 7 })).toMatchObject({
      contract_address: ADDRESS,
      nft_contract_object_id: "7",
    });
    expect(errorOf(t, { contract_address: "0x1" }, "contract_address")).toBe("Invalid EVM address");
  });

  it("stores crypto amounts as whole base units", () => {
    const hold = "onchain_holding_crypto";
    expect(parsed(hold, { crypto_amount: 5000000 }).crypto_amount).toBe("5000000");
    expect(parsed(hold, { crypto_amount: "000123" }).crypto_amount).toBe("123");
    expect(parsed(hold, { crypto_amount: "5000000.0" }).crypto_amount).toBe("5000000");
    expect(parsed(hold, { crypto_amount: "123456789012345678901234567890" }).crypto_amount).toBe(
      "123456789012345678901234567890",
    );
    for (const crypto_amount of ["abc", "", undefined, "1e6", "5 USDC"]) {
      expect([crypto_amount, errorOf(hold, { crypto_amount }, "crypto_amount")]).toEqual([crypto_amount, "Not a valid number"]);
    }
    for (const crypto_amount of ["0", "-5", 0]) {
      expect(errorOf(hold, { crypto_amount }, "crypto_amount")).toBe("Amount must be a positive number");
    }
    expect(errorOf(hold, { crypto_amount: "1.5" }, "crypto_amount")).toBe("Amount must be a whole number of base units.");

    const send = "onchain_send_token";
    expect(parsed(send, { crypto_amount: "0" }).crypto_amount).toBe("0");
    expect(errorOf(send, { crypto_amount: "-1" }, "crypto_amount")).toBe("Amount must be a positive number");
    expect(errorOf(send, { crypto_amount: "x" }, "crypto_amount")).toBe("Not a valid number");
    expect(errorOf(send, { crypto_amount: "0.5" }, "crypto_amount")).toBe("Amount must be a whole number of base units.");
  });

  it("fills token decimals and symbol", () => {
    // A well-known token brings its own.
    expect(parsed("onchain_holding_crypto")).toMatchObject({ token_decimals: 6, token_symbol: "USDC" });
    // Without a contract the amount is the chain's native currency.
    expect(parsed("onchain_holding_crypto", { contract_address: "" })).toMatchObject({ token_decimals: 18, token_symbol: "ETH" });
    expect(parsed("onchain_send_token", { blockchain: 137 })).toMatchObject({ token_decimals: 18, token_symbol: "MATIC" });
    // An unknown token defaults to 18 decimals and no symbol.
    const unknown = parsed("onchain_holding_crypto", { contract_address: OTHER_ADDRESS });
    expect(unknown.token_decimals).toBe(18);
    expect(unknown).not.toHaveProperty("token_symbol");
    // Explicit values win.
    expect(parsed("onchain_holding_crypto", { token_decimals: "8", token_symbol: "WBTC", contract_address: OTHER_ADDRESS })).toMatchObject({
      token_decimals: 8,
      token_symbol: "WBTC",
    });
    expect(errorOf("onchain_holding_crypto", { token_decimals: "1.5" }, "token_decimals")).toBe(
      "Token decimals must be a whole number from 0 to 36.",
    );
  });

  it("needs only title and description for check gems", () => {
    expect(parsed("onchain_check_gems")).toEqual({ title: "Check gems", description: "See your gems" });
  });
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
      credits: 10,
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
    expect(unknown.error?.issues.map((i) => [i.path, i.message])).toEqual([[["template"], "Unknown objective template."]]);
    const ok = objectiveInputSchema.parse({ mission: MISSION, template: "client_validation", values: { key: "k" }, credits: "25" });
    expect(ok.credits).toBe(25);
    for (const credits of [-1, 10001, 1.5]) {
      expect(
        objectiveInputSchema.safeParse({ mission: MISSION, template: "client_validation", values: { key: "k" }, credits }).success,
      ).toBe(false);
    }
    expect(objectiveInputSchema.safeParse({ mission: "nope", template: "client_validation", values: { key: "k" } }).success).toBe(false);
  });

  it("validates an absent values map as empty", () => {
    const result = objectiveInputSchema.safeParse({ mission: MISSION, template: "client_validation" });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[["values", "key"], "Key is required."]]);
  });
});
