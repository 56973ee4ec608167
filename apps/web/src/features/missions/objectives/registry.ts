import type { TemplateKey } from "@questhq/core";
import { clientValidationActions } from "./client-validation/action";
import { customActions } from "./custom/action";
import { discordActions } from "./discord/action";
import { endpointActions } from "./endpoint/action";
import type { DrawerActionOf } from "./drawer-action";
import { githubActions } from "./github/action";
import { onchainActions } from "./onchain/action";
import { questhqActions } from "./questhq/action";
import { steamActions } from "./steam/action";
import { telegramActions } from "./telegram/action";
import { twitterActions } from "./twitter/action";
import { youtubeActions } from "./youtube/action";

// One line per template family (docs/ADDING-AN-OBJECTIVE.md): how the drawer lets a user complete each template.
// A template of core without its entry here is a compile error.
export const DRAWER_ACTIONS: Record<TemplateKey, DrawerActionOf> = {
  ...twitterActions,
  ...questhqActions,
  ...steamActions,
  ...customActions,
  ...endpointActions,
  ...discordActions,
  ...telegramActions,
  ...youtubeActions,
  ...githubActions,
  ...onchainActions,
  ...clientValidationActions,
};
