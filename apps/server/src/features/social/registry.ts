import type { SocialProvider } from "@questhq/core";
import { discordLinking } from "./discord/index";
import { githubLinking } from "./github/index";
import { googleLinking } from "./google/index";
import type { ProviderLinking } from "./provider-linking";
import { steamLinking } from "./steam/index";
import { telegramLinking } from "./telegram/index";
import { twitterLinking } from "./twitter/index";

// One line per provider with linked accounts (docs/ADDING-AN-OBJECTIVE.md); a linked account of core without its
// entry here is a compile error.
export const PROVIDER_LINKING: Record<SocialProvider, ProviderLinking> = {
  twitter: twitterLinking,
  discord: discordLinking,
  steam: steamLinking,
  telegram: telegramLinking,
  google: googleLinking,
  github: githubLinking,
};
