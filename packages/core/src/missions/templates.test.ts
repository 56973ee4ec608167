import { describe, expect, it } from "vitest";
import { getProvider, isProviderKey } from "../providers";
import { objectiveValueSchemas } from "./objective-values";
import {
  BUTTON_TITLE_MAX_LENGTH,
  getTemplate,
  isTemplateKey,
  OBJECTIVE_TEMPLATES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_KEYS,
  templateCatalogue,
} from "./templates";
import { SPEC_TEMPLATE_VALUES, VALID_VALUES } from "./test-fixtures";

const fieldNames = (key: string) => getTemplate(key)?.fields.map((f) => f.name);

describe("objective templates", () => {
  it("has one template per key of the product's template table, in table order", () => {
    expect(TEMPLATE_KEYS).toHaveLength(34);
    expect(OBJECTIVE_TEMPLATES.map((t) => t.key)).toEqual([...TEMPLATE_KEYS]);
    expect(new Set(TEMPLATE_KEYS).size).toBe(TEMPLATE_KEYS.length);
  });

  it("maps each template family to its provider", () => {
    const expected = (key: string) => {
      if (key.startsWith("twitter_")) return "twitter";
      if (key.startsWith("questhq_")) return "questhq";
      if (key.startsWith("steam_")) return "steam";
      if (key.startsWith("discord_")) return "discord";
      if (key.startsWith("youtube_")) return "youtube";
      if (key.startsWith("onchain_")) return "onchain";
      if (key.startsWith("github_")) return "github";
      return {
        link_click: "custom",
        telegram_join: "telegram",
        client_validation: "client_validation",
        endpoint_check: "organizer",
      }[key];
    };
    for (const t of OBJECTIVE_TEMPLATES) {
      expect([t.key, t.provider]).toEqual([t.key, expected(t.key)]);
      expect(isProviderKey(t.provider)).toBe(true);
      expect(t.providerName).toBe(getProvider(t.provider).name);
      expect(TEMPLATE_CATEGORIES).toContain(t.category);
      expect(t.title).not.toBe("");
      expect(t.description).not.toBe("");
    }
    expect(getTemplate("questhq_points_earned")?.providerName).toBe("QuestHQ");
    expect(getTemplate("client_validation")?.providerName).toBe("Client Validation");
  });

  it("lists exactly the product's values of each template, plus button_title", () => {
    // docs/product/objectives.md#templates plus the token fields this house adds to the two amount templates.
    const extras: Partial<Record<string, string[]>> = {
      onchain_send_token: ["token_decimals", "token_symbol"],
      onchain_holding_crypto: ["token_decimals", "token_symbol"],
    };
    const table = Object.fromEntries(TEMPLATE_KEYS.map((k) => [k, [...SPEC_TEMPLATE_VALUES[k], ...(extras[k] ?? [])]]));
    expect(Object.keys(SPEC_TEMPLATE_VALUES)).toEqual([...TEMPLATE_KEYS]);
    for (const key of TEMPLATE_KEYS)
      expect([key, fieldNames(key)]).toEqual([key, [...(table[key] ?? []), "button_title"]]);
  });

  it("offers button_title as an optional text on every template", () => {
    for (const t of OBJECTIVE_TEMPLATES) {
      expect(t.fields.find((f) => f.name === "button_title")).toMatchObject({ type: "text", required: false });
    }
    expect(BUTTON_TITLE_MAX_LENGTH).toBe(40);
  });

  it("marks a field required exactly when its schema rejects it missing", () => {
    for (const t of OBJECTIVE_TEMPLATES) {
      for (const f of t.fields) {
        const { [f.name]: _omitted, ...rest } = VALID_VALUES[t.key];
        const accepted = objectiveValueSchemas[t.key].safeParse(rest).success;
        expect([t.key, f.name, accepted]).toEqual([t.key, f.name, !f.required]);
      }
    }
  });

  it("uses the field types a form needs", () => {
    const typeOf = (key: string, name: string) => getTemplate(key)?.fields.find((f) => f.name === name)?.type;
    expect(typeOf("onchain_transact_function", "blockchain")).toBe("chain");
    expect(typeOf("onchain_transact_function", "abi")).toBe("abi");
    expect(typeOf("onchain_transact_function", "inputs")).toBe("function");
    expect(typeOf("onchain_transact_function", "contract_address")).toBe("address");
    expect(typeOf("onchain_holding_crypto", "crypto_amount")).toBe("token_amount");
    expect(typeOf("onchain_holding_crypto", "token_decimals")).toBe("integer");
    expect(typeOf("questhq_custom_list_import", "addresses")).toBe("addresses");
    expect(typeOf("questhq_points_earned", "start_date")).toBe("date");
    expect(getTemplate("questhq_points_earned")?.fields[0]?.help).toMatch(/Leave empty for no date/);
    expect(typeOf("steam_playtime", "gaming_duration")).toBe("integer");
    expect(typeOf("onchain_mint", "nft_price")).toBe("number");
    expect(typeOf("twitter_post", "tweetContent")).toBe("textarea");
  });

  it("looks templates up by key only", () => {
    expect(getTemplate("twitter_follow")?.title).toBe("Follow on Twitter");
    expect(getTemplate("myspace_follow")).toBeUndefined();
    expect(isTemplateKey("discord_role")).toBe(true);
    expect(isTemplateKey("toString")).toBe(false);
    expect(isTemplateKey("")).toBe(false);
  });
});

describe("templateCatalogue", () => {
  it("groups every template exactly once under its provider", () => {
    const catalogue = templateCatalogue();
    const listed = catalogue.providers.flatMap((p) => p.templates.map((t) => t.key));
    expect([...listed].sort()).toEqual([...TEMPLATE_KEYS].sort());
    for (const group of catalogue.providers) {
      expect(isProviderKey(group.provider)).toBe(true);
      expect(group.providerName).toBe(getProvider(group.provider).name);
      expect(group.icon).toBe(getProvider(group.provider).icon);
      for (const t of group.templates) expect(t.provider).toBe(group.provider);
    }
    expect(new Set(catalogue.providers.map((p) => p.provider)).size).toBe(catalogue.providers.length);
  });

  it("keeps a stable provider order and lists the categories", () => {
    const catalogue = templateCatalogue();
    expect(catalogue.providers.map((p) => p.provider)).toEqual([
      "twitter",
      "questhq",
      "steam",
      "custom",
      "organizer",
      "discord",
      "telegram",
      "youtube",
      "github",
      "onchain",
      "client_validation",
    ]);
    expect(templateCatalogue()).toEqual(catalogue);
    expect(catalogue.categories).toEqual(["Social", "Community", "Gaming", "On-chain", "QuestHQ", "Custom"]);
    // A caller may change its copy without touching the catalogue.
    catalogue.categories.pop();
    expect(templateCatalogue().categories).toHaveLength(6);
  });
});
