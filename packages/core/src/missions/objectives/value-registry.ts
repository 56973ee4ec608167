import { clientValidationValues } from "./client-validation/values";
import { customValues } from "./custom/values";
import { endpointValues } from "./endpoint/values";
import { discordValues } from "./discord/values";
import { githubValues } from "./github/values";
import { onchainValues } from "./onchain/values";
import { questhqValues } from "./questhq/values";
import { steamValues } from "./steam/values";
import { telegramValues } from "./telegram/values";
import { twitterValues } from "./twitter/values";
import { youtubeValues } from "./youtube/values";
import type { TemplateKey } from "./registry";
import type { ValueSchema } from "./value-helpers";

// One line per template family, beside registry.ts rather than in it: the schemas bring zod, which the pages that
// only word objectives must not download (npm run budget). A family missing here is a compile error.
export const objectiveValueSchemas: Record<TemplateKey, ValueSchema> = {
  ...twitterValues,
  ...questhqValues,
  ...steamValues,
  ...customValues,
  ...endpointValues,
  ...discordValues,
  ...telegramValues,
  ...youtubeValues,
  ...githubValues,
  ...onchainValues,
  ...clientValidationValues,
};
