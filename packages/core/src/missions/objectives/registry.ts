import { clientValidationTemplates } from "./client-validation/templates";
import { customTemplates } from "./custom/templates";
import { endpointTemplates } from "./endpoint/templates";
import { discordTemplates } from "./discord/templates";
import { githubTemplates } from "./github/templates";
import { onchainTemplates } from "./onchain/templates";
import { questhqTemplates } from "./questhq/templates";
import { steamTemplates } from "./steam/templates";
import { telegramTemplates } from "./telegram/templates";
import { twitterTemplates } from "./twitter/templates";
import { youtubeTemplates } from "./youtube/templates";

// One line per template family (docs/ADDING-AN-OBJECTIVE.md). The order is the catalogue's: the table order of
// docs/product/objectives.md#templates, which groups templates by provider.
export const TEMPLATE_REGISTRY = {
  ...twitterTemplates,
  ...questhqTemplates,
  ...steamTemplates,
  ...customTemplates,
  ...endpointTemplates,
  ...discordTemplates,
  ...telegramTemplates,
  ...youtubeTemplates,
  ...githubTemplates,
  ...onchainTemplates,
  ...clientValidationTemplates,
};

export type TemplateKey = keyof typeof TEMPLATE_REGISTRY;
