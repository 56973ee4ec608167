import { clientValidationSeed } from "../../objectives/client-validation/seed";
import { customSeed } from "../../objectives/custom/seed";
import { endpointSeed } from "../../objectives/endpoint/seed";
import { discordSeed } from "../../objectives/discord/seed";
import { githubSeed } from "../../objectives/github/seed";
import { onchainSeed } from "../../objectives/onchain/seed";
import { questhqSeed } from "../../objectives/questhq/seed";
import { DEMO_SITE_ORIGIN } from "../../objectives/seed-spec";
import { steamSeed } from "../../objectives/steam/seed";
import { telegramSeed } from "../../objectives/telegram/seed";
import { twitterSeed } from "../../objectives/twitter/seed";
import { youtubeSeed } from "../../objectives/youtube/seed";

// Builders for the demo's objectives, shared by demo missions and weekly challenges so both carry the same keys per
// template. Each family keeps its own in objectives/<family>/seed.ts; one line per family here.

export { guideUrl, type DemoObjectiveSpec } from "../../objectives/seed-spec";
export { DEMO_SITE_ORIGIN };
export { PUDGY_PENGUINS } from "../../objectives/onchain/seed";

export const ob = {
  ...twitterSeed,
  ...discordSeed,
  ...telegramSeed,
  ...youtubeSeed,
  ...steamSeed,
  ...githubSeed,
  ...customSeed,
  ...endpointSeed,
  ...onchainSeed,
  ...questhqSeed,
  ...clientValidationSeed,
};

/** `value` with every link to DEMO_SITE_ORIGIN moved to `site` (plain objects and arrays walked; Dates kept). */
export function onSite<T>(value: T, site: string): T {
  if (typeof value === "string") {
    return (
      value.startsWith(DEMO_SITE_ORIGIN) ? site.replace(/\/$/, "") + value.slice(DEMO_SITE_ORIGIN.length) : value
    ) as T;
  }
  if (Array.isArray(value)) return value.map((v) => onSite(v, site)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onSite(v, site)])) as T;
  }
  return value;
}
