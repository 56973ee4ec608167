import type { SocialProvider } from "@questhq/core";
import type { z } from "zod";
import { discordConfig } from "./discord/discord-config";
import { githubConfig } from "./github/github-config";
import { googleConfig } from "./google/google-config";
import type { AnyProviderConfig } from "./provider-config";
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
export type LinkedProviderUrls = { [P in SocialProvider]: ReturnType<Configs[P]["settings"]> };
const configs = Object.entries(LINKED_PROVIDER_CONFIGS) as [SocialProvider, AnyProviderConfig][];

/**
 * Each provider's settings: a variable set in env wins; otherwise in sandbox mode the fakes mounted under `sandboxUrl`
 * with the credentials they accept, else the real provider (with no credentials: the provider is then off).
 */
export function linkedProviderUrls(env: LinkedProviderEnv, sandboxUrl: string | null): LinkedProviderUrls {
  const values = env as Record<string, string | undefined>;
  const urls = configs.map(([provider, config]) => {
    const filled: Record<string, string | undefined> = { ...values };
    for (const [name, [fakePath, real]] of Object.entries(config.urlDefaults))
      filled[name] ??= sandboxUrl === null ? real : `${sandboxUrl}${fakePath}`;
    if (sandboxUrl !== null) for (const [name, value] of Object.entries(config.sandboxValues)) filled[name] ??= value;
    return [provider, config.settings(filled)];
  });
  return Object.fromEntries(urls) as LinkedProviderUrls;
}

/** The variables that point every provider at fakes served at `fakesUrl`, as a configured provider (tests). */
export function fakesEnv(fakesUrl: string): Record<string, string> {
  const env: Record<string, string> = { SANDBOX_PROVIDERS: "false" };
  for (const [, config] of configs) {
    for (const [name, [fakePath]] of Object.entries(config.urlDefaults)) env[name] = `${fakesUrl}${fakePath}`;
    Object.assign(env, config.sandboxValues);
  }
  return env;
}

/** The provider's own API URL when env sets one (then the sandbox fake does not stand in for it). */
export function ownApiUrl(env: LinkedProviderEnv, provider: SocialProvider): string | undefined {
  return (env as Record<string, string | undefined>)[LINKED_PROVIDER_CONFIGS[provider].apiUrlVar];
}
