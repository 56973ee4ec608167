import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENTITY_TYPE,
  ENTITY_CATEGORIES,
  ENTITY_COLOR_BACKGROUND,
  entityLabel,
  getEntityCategory,
  isEntityCategoryKey,
} from "./entity-categories";

// WCAG relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("entity categories", () => {
  it("has the 14 keys and labels of docs/product/news.md#entity-categories in order", () => {
    expect(ENTITY_CATEGORIES.map((c) => [c.key, c.label])).toEqual([
      ["blockchain", "Blockchain"],
      ["organizations", "Organization"],
      ["tokens", "Token"],
      ["nfts", "NFT"],
      ["people", "Person"],
      ["events", "Event"],
      ["projects", "Project"],
      ["defi_protocols", "DeFi Protocol"],
      ["defi_activities", "DeFi Activity"],
      ["exchanges", "Exchange"],
      ["finance_terms", "Finance Term"],
      ["geographic_locations", "Location"],
      ["tech_concepts", "Tech Concept"],
      ["other", "Other"],
    ]);
  });

  it("gives each category its own hex colour, readable on the dark background", () => {
    const colours = ENTITY_CATEGORIES.map((c) => c.color.toUpperCase());
    expect(new Set(colours).size).toBe(14);
    for (const c of ENTITY_CATEGORIES) {
      expect(c.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect([c.key, contrast(c.color, ENTITY_COLOR_BACKGROUND) >= 4.5]).toEqual([c.key, true]);
    }
  });
});

describe("getEntityCategory", () => {
  it("returns the record of a known key", () => {
    expect(getEntityCategory("nfts")).toMatchObject({ key: "nfts", label: "NFT" });
  });

  it("falls back to Other for unknown, missing and the default 'general' type", () => {
    for (const k of ["layer_two", "", null, undefined, DEFAULT_ENTITY_TYPE, "NFTS"]) {
      expect(getEntityCategory(k).key).toBe("other");
    }
  });
});

describe("entityLabel", () => {
  it("uses the table label for known keys", () => {
    expect(entityLabel("defi_protocols")).toBe("DeFi Protocol");
    expect(entityLabel("people")).toBe("Person");
    expect(entityLabel("other")).toBe("Other");
  });

  it("derives a label from unknown keys: first letter capitalised, underscores to spaces", () => {
    expect(entityLabel("layer_two")).toBe("Layer two");
    expect(entityLabel("dao_governance_votes")).toBe("Dao governance votes");
    expect(entityLabel("general")).toBe("General");
    expect(entityLabel("x")).toBe("X");
  });

  it("labels a missing type as the default General", () => {
    expect(DEFAULT_ENTITY_TYPE).toBe("general");
    expect(entityLabel(null)).toBe("General");
    expect(entityLabel(undefined)).toBe("General");
    expect(entityLabel("  ")).toBe("General");
  });

  it("differs from getEntityCategory on unknown keys on purpose", () => {
    expect(entityLabel("layer_two")).not.toBe(getEntityCategory("layer_two").label);
  });
});

describe("isEntityCategoryKey", () => {
  it("knows only the table keys", () => {
    expect(isEntityCategoryKey("tokens")).toBe(true);
    expect(isEntityCategoryKey("general")).toBe(false);
  });
});
