import type { TemplateKey } from "@questhq/core";
import type { Verifier, VerifierFamily } from "./types";
import { twitterVerifiers } from "./twitter/index";
import { discordVerifiers } from "./discord/index";
import { telegramVerifiers } from "./telegram/index";
import { youtubeVerifiers } from "./youtube/index";
import { steamVerifiers } from "./steam/index";
import { onchainVerifiers } from "./onchain/index";
import { questhqVerifiers } from "./questhq/index";
import { customVerifiers } from "./custom/index";

// One line per objective family. registry.test.ts checks every template key has a verifier.
const families: VerifierFamily[] = [
  twitterVerifiers,
  discordVerifiers,
  telegramVerifiers,
  youtubeVerifiers,
  steamVerifiers,
  onchainVerifiers,
  questhqVerifiers,
  customVerifiers,
];

const registry = new Map<string, Verifier>();
for (const family of families) for (const [key, verify] of Object.entries(family)) registry.set(key, verify);

export function verifierFor(template: TemplateKey | string): Verifier | undefined {
  return registry.get(template);
}

export function registeredTemplates(): string[] {
  return [...registry.keys()];
}
