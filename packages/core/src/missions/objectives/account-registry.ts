import { discordAccount } from "./discord/account";
import { githubAccount } from "./github/account";
import { steamAccount } from "./steam/account";
import { telegramAccount } from "./telegram/account";
import { twitterAccount } from "./twitter/account";
import { googleAccount } from "./youtube/account";

// One line per family whose objectives need a linked account (docs/ADDING-AN-OBJECTIVE.md). The order is the one
// the settings page lists the accounts in.
export const LINKED_ACCOUNT_PROVIDERS = [
  twitterAccount,
  discordAccount,
  steamAccount,
  telegramAccount,
  googleAccount,
  githubAccount,
] as const;

export type SocialProvider = (typeof LINKED_ACCOUNT_PROVIDERS)[number]["key"];

/** The keys of the linked accounts, as a tuple for enums (zod, Drizzle). */
export const SOCIAL_PROVIDERS = LINKED_ACCOUNT_PROVIDERS.map((p) => p.key) as [SocialProvider, ...SocialProvider[]];

const BY_KEY = new Map<string, (typeof LINKED_ACCOUNT_PROVIDERS)[number]>(
  LINKED_ACCOUNT_PROVIDERS.map((p) => [p.key, p]),
);

export function isSocialProvider(value: string): value is SocialProvider {
  return BY_KEY.has(value);
}

export function linkedAccountProvider(key: SocialProvider): (typeof LINKED_ACCOUNT_PROVIDERS)[number] {
  return BY_KEY.get(key)!;
}

/** The linked account a catalogue provider's objectives need (an objective of "youtube" needs "google"). */
export function accountForObjectiveProvider(providerKey: string): (typeof LINKED_ACCOUNT_PROVIDERS)[number] | null {
  return (
    LINKED_ACCOUNT_PROVIDERS.find((p) => (p.objectiveProviders as readonly string[]).includes(providerKey)) ?? null
  );
}
