import { describe, expect, it } from "vitest";
import { objectiveDisplay, objectiveToken } from "./objective-display";
import { validateObjectiveValues } from "./objective-values";
import { TEMPLATE_KEYS } from "./templates";
import { ADDRESS, DISCORD, OTHER_ADDRESS, STEAM, TWEET_URL, VALID_VALUES } from "./test-fixtures";

const titleOf = (template: string, values: Record<string, unknown>) => objectiveDisplay(template, values).title;

describe("objectiveDisplay", () => {
  it("words social objectives", () => {
    expect(titleOf("twitter_follow", { username: "@jack" })).toBe("Follow @jack on Twitter");
    expect(titleOf("twitter_like", { tweetUrl: TWEET_URL })).toBe("Like this post on Twitter");
    expect(titleOf("twitter_bookmark", { tweetUrl: TWEET_URL })).toBe("Bookmark this post on Twitter");
    expect(titleOf("twitter_retweet", { tweetUrl: TWEET_URL })).toBe("Retweet this post on Twitter");
    expect(titleOf("twitter_comment", { tweetUrl: TWEET_URL })).toBe("Comment on this post on Twitter");
    expect(titleOf("twitter_post", { tweetContent: "gm" })).toBe("Post on Twitter");
    expect(titleOf("twitter_username_update", { addToUsername: "🪐" })).toBe('Add "🪐" to your Twitter username');
    expect(titleOf("youtube_sub", { channelUrl: "https://www.youtube.com/@questhq" })).toBe(
      "Subscribe to @questhq on YouTube",
    );
    expect(titleOf("youtube_sub", { channelUrl: "https://www.youtube.com/c/QuestHQ" })).toBe(
      "Subscribe to this channel on YouTube",
    );
    expect(titleOf("telegram_join", {})).toBe("Join this group on Telegram");
  });

  it("words Steam, Discord and QuestHQ objectives", () => {
    expect(titleOf("steam_playtime", { ...STEAM, gaming_duration: 120 })).toBe("Play Counter-Strike 2 for 120 minutes");
    expect(titleOf("steam_playtime", { ...STEAM, gaming_duration: 1 })).toBe("Play Counter-Strike 2 for 1 minute");
    expect(titleOf("steam_download", STEAM)).toBe("Download Counter-Strike 2 on Steam");
    expect(titleOf("steam_wishlist", STEAM)).toBe("Wishlist Counter-Strike 2 on Steam");
    expect(titleOf("discord_join", DISCORD)).toBe("Join QuestHQ on Discord");
    expect(titleOf("discord_role", { ...DISCORD, discordRoleName: "OG" })).toBe("Get the OG role in QuestHQ");
    expect(titleOf("questhq_missions_completed", { number_of_missions: 3, start_date: "2000-01-01" })).toBe(
      "Complete 3 missions",
    );
    expect(titleOf("questhq_objectives_completed", { number_of_objectives: 1, start_date: "2024-05-01" })).toBe(
      "Complete 1 objective since 2024-05-01",
    );
    expect(titleOf("questhq_points_earned", { number_of_points: 500, category: "quests" })).toBe(
      "Earn 500 credits in quests",
    );
    expect(titleOf("questhq_complete_mission", { missionTitle: "Summer" })).toBe("Complete the mission Summer");
    expect(titleOf("questhq_mission_won", {})).toBe("Win this mission");
  });

  it("words on-chain objectives with formatted amounts and chain names", () => {
    const hold = { blockchain: 8453, crypto_amount: "5000000", contract_address: ADDRESS };
    expect(titleOf("onchain_holding_crypto", hold)).toBe("Hold 5 USDC on Base");
    expect(
      titleOf("onchain_holding_crypto", {
        ...hold,
        contract_address: OTHER_ADDRESS,
        token_decimals: 6,
        token_symbol: "ABC",
      }),
    ).toBe("Hold 5 ABC on Base");
    expect(titleOf("onchain_holding_crypto", { blockchain: 1, crypto_amount: "1234500000000000000000" })).toBe(
      "Hold 1,234.5 ETH on Ethereum",
    );
    expect(
      titleOf("onchain_send_token", {
        blockchain: 137,
        crypto_amount: "2000000000000000000",
        toAddress: OTHER_ADDRESS,
      }),
    ).toBe("Send 2 MATIC to 0x1111…1111 on Polygon");
    expect(titleOf("onchain_transact_function", { blockchain: 10, function_name: "approve" })).toBe(
      "Call approve on Optimism",
    );
    expect(titleOf("onchain_mint", { blockchain: 1, nft_name: "Pass" })).toBe("Mint Pass on Ethereum");
    expect(titleOf("onchain_transact", { blockchain: 999999 })).toBe("Make a transaction");
  });

  it("lets the creator's title win", () => {
    expect(
      titleOf("onchain_holding_crypto", { title: "Be a holder", blockchain: 8453, crypto_amount: "5000000" }),
    ).toBe("Be a holder");
    expect(titleOf("link_click", { title: "Read the docs" })).toBe("Read the docs");
    expect(titleOf("twitter_follow", { username: "@jack", title: "  " })).toBe("Follow @jack on Twitter");
  });

  it("gives provider name, category and primary url", () => {
    expect(objectiveDisplay("twitter_follow", { username: "@jack" })).toEqual({
      title: "Follow @jack on Twitter",
      provider_name: "Twitter",
      provider_category: "Social",
      url: "https://x.com/jack",
    });
    expect(objectiveDisplay("twitter_like", { tweetUrl: TWEET_URL }).url).toBe(TWEET_URL);
    expect(objectiveDisplay("steam_download", STEAM).url).toBe(STEAM.link);
    expect(objectiveDisplay("discord_join", DISCORD).url).toBe(DISCORD.discordServerInviteUrl);
    expect(objectiveDisplay("telegram_join", { telegramGroupInviteUrl: "https://t.me/q1234" }).url).toBe(
      "https://t.me/q1234",
    );
    expect(objectiveDisplay("questhq_mission_won", { missionUrl: "https://q.xyz/m" })).toMatchObject({
      provider_name: "QuestHQ",
      provider_category: "QuestHQ",
      url: "https://q.xyz/m",
    });
    expect(objectiveDisplay("questhq_custom_list_import", { addresses: [ADDRESS] }).url).toBeNull();
    expect(objectiveDisplay("client_validation", { key: "k" })).toMatchObject({
      provider_name: "Client Validation",
      url: null,
    });
  });

  it("shows every valid template with a non-empty title", () => {
    for (const key of TEMPLATE_KEYS) {
      const result = validateObjectiveValues(key, VALID_VALUES[key]);
      if (!result.success) throw new Error(key);
      const display = objectiveDisplay(key, result.data);
      expect(display.title.trim()).not.toBe("");
      expect(display.title).not.toMatch(/undefined|NaN/);
    }
  });

  it("still shows unknown templates", () => {
    expect(objectiveDisplay("myspace_poke", {})).toEqual({
      title: "Myspace poke",
      provider_name: "Custom",
      provider_category: "Custom",
      url: null,
    });
    expect(objectiveDisplay("myspace_poke", { title: "Poke Tom", url: "https://myspace.com/tom" })).toMatchObject({
      title: "Poke Tom",
      url: "https://myspace.com/tom",
    });
  });
});

describe("objectiveToken", () => {
  it("prefers explicit values, then a known token, then the native currency", () => {
    expect(objectiveToken({ blockchain: 8453, contract_address: ADDRESS })).toEqual({ decimals: 6, symbol: "USDC" });
    expect(
      objectiveToken({ blockchain: 8453, contract_address: ADDRESS, token_decimals: 18, token_symbol: "X" }),
    ).toEqual({
      decimals: 18,
      symbol: "X",
    });
    expect(objectiveToken({ blockchain: 56 })).toEqual({ decimals: 18, symbol: "BNB" });
    expect(objectiveToken({ blockchain: 1, contract_address: OTHER_ADDRESS })).toEqual({
      decimals: 18,
      symbol: undefined,
    });
  });
});
