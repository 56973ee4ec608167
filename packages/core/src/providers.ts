// Objective providers (docs/product/objectives.md#providers, each with an icon). The
// backend sends provider_name as a display name ("Client Validation") while
// templates and URLs use keys ("client_validation"), so lookup accepts both,
// in any case and separator style. Anything unrecognised is shown as Custom
// rather than failing, because a new provider must not break a mission page.

type ProviderEntry = {
  readonly key: string;
  readonly name: string;
  /** Stable icon key; the web app maps it to an SVG. */
  readonly icon: string;
};

// One line per provider; a template family names its provider by one of these keys.
export const PROVIDERS = Object.freeze([
  { key: "twitter", name: "Twitter", icon: "twitter" },
  { key: "youtube", name: "YouTube", icon: "youtube" },
  { key: "discord", name: "Discord", icon: "discord" },
  { key: "google", name: "Google", icon: "google" },
  { key: "telegram", name: "Telegram", icon: "telegram" },
  { key: "linkedin", name: "LinkedIn", icon: "linkedin" },
  { key: "questhq", name: "QuestHQ", icon: "questhq" },
  { key: "steam", name: "Steam", icon: "steam" },
  { key: "github", name: "GitHub", icon: "github" },
  { key: "custom", name: "Custom", icon: "custom" },
  { key: "onchain", name: "Onchain", icon: "onchain" },
  { key: "okx", name: "OKX", icon: "okx" },
  { key: "client_validation", name: "Client Validation", icon: "client-validation" },
  { key: "organizer", name: "Organizer API", icon: "organizer" },
] as const satisfies readonly ProviderEntry[]);

export type Provider = (typeof PROVIDERS)[number];
export type ProviderKey = Provider["key"];

/** The product's own provider, QuestHQ (docs/product/objectives.md#providers). */
export const OWN_PROVIDER_KEY = "questhq" satisfies ProviderKey;

// Separators (space, _, -, /) are ignored: "on-chain" finds Onchain, "Twitter/X" finds Twitter.
const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_/-]+/g, "");

// The product calls Twitter "Twitter/X" in places.
const ALIASES: Readonly<Record<string, ProviderKey>> = { x: "twitter", twitterx: "twitter" };

const lookup = new Map<string, Provider>();
for (const p of PROVIDERS) {
  lookup.set(normalise(p.key), p);
  lookup.set(normalise(p.name), p);
}
for (const [alias, key] of Object.entries(ALIASES)) {
  lookup.set(alias, lookup.get(key) as Provider);
}

const CUSTOM = lookup.get("custom") as Provider;

/** Finds a provider by key or name; unknown, empty or missing values give Custom. */
export function getProvider(keyOrName: string | null | undefined): Provider {
  if (keyOrName == null) return CUSTOM;
  return lookup.get(normalise(keyOrName)) ?? CUSTOM;
}

export function isProviderKey(value: string): value is ProviderKey {
  return PROVIDERS.some((p) => p.key === value);
}
