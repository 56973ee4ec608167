import type { SocialProvider } from "@questhq/core";
import type { z } from "zod";
import { discordConfig } from "./discord/discord-config";
import { githubConfig } from "./github/github-config";
import { googleConfig } from "./google/google-config";
import type { AnyProviderConfig, Defaults } from "./provider-config";
import { steamConfig } from "./steam/steam-config";
import { telegramConfig } from "./telegram/telegram-config";
import { twitterConfig } from "./twitter/twitter-config";

// One line per provider with linked accounts (docs/ADDING-AN-OBJECTIVE.md): its variables and its URLs. A linked
// account of core without its entry here is a compile error.
const LINKED_PROVIDER_CONFIGS = {
  twitter: twitterConfig,
  discord: discordConfig,
  steam: steamConfig,
  google: googleConfig,
  github: githubConfig,
  telegram: telegramConfig,
} satisfies Record<SocialProvider, AnyProviderConfig>;

type Configs = typeof LINKED_PROVIDER_CONFIGS;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every linked provider's variables, for env.ts's schema. */
export const linkedProviderEnv = Object.assign(
  {},
  ...Object.values(LINKED_PROVIDER_CONFIGS).map((c) => c.env),
) as Intersection<Configs[keyof Configs]["env"]>;

type LinkedProviderEnv = z.infer<z.ZodObject<typeof linkedProviderEnv>>;
export type LinkedProviderUrls = { [P in SocialProvider]: ReturnType<Configs[P]["urls"]> };

export function linkedProviderUrls(env: LinkedProviderEnv, defaults: Defaults): LinkedProviderUrls {
  const urls = (Object.keys(LINKED_PROVIDER_CONFIGS) as SocialProvider[]).map((p) => {
    const urlsOf = LINKED_PROVIDER_CONFIGS[p].urls as (env: LinkedProviderEnv, defaults: Defaults) => unknown;
    return [p, urlsOf(env, defaults)];
  });
  return Object.fromEntries(urls) as LinkedProviderUrls;
}

/** The provider's own API URL when env sets one (then the sandbox fake does not stand in for it). */
export function ownApiUrl(env: LinkedProviderEnv, provider: SocialProvider): string | undefined {
  const name = LINKED_PROVIDER_CONFIGS[provider].apiUrlVar as keyof LinkedProviderEnv;
  return env[name] as string | undefined;
}
