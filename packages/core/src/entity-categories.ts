// Topic entity categories (docs/product/news.md#entity-categories): the label and colour a
// topic's entity_type is shown with in the Atlas.
//
// Two fallbacks exist on purpose and differ:
// - getEntityCategory(unknown) returns the Other record: an unknown type gets
//   Other's colour, so the palette stays closed.
// - entityLabel(unknown) derives a label from the key ("layer_two" -> "Layer two"),
//   so a new type coming from the backend still reads sensibly instead of
//   every new type being called "Other".
// "general", the default topic entity_type (docs/product/news.md#content-channels-and-topics), is not in the table:
// it is coloured as Other and labelled "General".

export type EntityCategoryKey =
  | "blockchain"
  | "organizations"
  | "tokens"
  | "nfts"
  | "people"
  | "events"
  | "projects"
  | "defi_protocols"
  | "defi_activities"
  | "exchanges"
  | "finance_terms"
  | "geographic_locations"
  | "tech_concepts"
  | "other";

export type EntityCategory = {
  readonly key: EntityCategoryKey;
  readonly label: string;
  /** Hex colour chosen to read (contrast >= 4.5) on the app's dark background. */
  readonly color: string;
};

export const DEFAULT_ENTITY_TYPE = "general";

/** The dark surface the colours were checked against (see the tests). */
export const ENTITY_COLOR_BACKGROUND = "#0B0B0F";

export const ENTITY_CATEGORIES: readonly EntityCategory[] = Object.freeze([
  { key: "blockchain", label: "Blockchain", color: "#60A5FA" },
  { key: "organizations", label: "Organization", color: "#A78BFA" },
  { key: "tokens", label: "Token", color: "#FBBF24" },
  { key: "nfts", label: "NFT", color: "#F472B6" },
  { key: "people", label: "Person", color: "#34D399" },
  { key: "events", label: "Event", color: "#FB923C" },
  { key: "projects", label: "Project", color: "#22D3EE" },
  { key: "defi_protocols", label: "DeFi Protocol", color: "#818CF8" },
  { key: "defi_activities", label: "DeFi Activity", color: "#2DD4BF" },
  { key: "exchanges", label: "Exchange", color: "#A3E635" },
  { key: "finance_terms", label: "Finance Term", color: "#E879F9" },
  { key: "geographic_locations", label: "Location", color: "#F87171" },
  { key: "tech_concepts", label: "Tech Concept", color: "#FEF08A" },
  { key: "other", label: "Other", color: "#9CA3AF" },
] as const satisfies readonly EntityCategory[]);

const byKey = new Map<string, EntityCategory>(ENTITY_CATEGORIES.map((c) => [c.key, c]));
const OTHER = byKey.get("other") as EntityCategory;

export function isEntityCategoryKey(key: string): key is EntityCategoryKey {
  return byKey.has(key);
}

/** The category record for a key; unknown keys (and "general") get Other. */
export function getEntityCategory(key: string | null | undefined): EntityCategory {
  return (key != null && byKey.get(key)) || OTHER;
}

/**
 * The label for an entity type: the table label for a known key, otherwise the
 * key with its first letter capitalised and underscores turned to spaces.
 * A missing type is the default one, so it reads "General".
 */
export function entityLabel(key: string | null | undefined): string {
  const k = key == null || key.trim() === "" ? DEFAULT_ENTITY_TYPE : key;
  const known = byKey.get(k);
  if (known) return known.label;
  const spaced = k.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
