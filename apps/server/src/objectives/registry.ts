import type { TemplateKey } from "@questhq/core";
import type { SandboxWay, ServerTemplate, Verifier } from "./types";
import { twitterTemplates } from "./twitter/index";
import { discordTemplates } from "./discord/index";
import { telegramTemplates } from "./telegram/index";
import { youtubeTemplates } from "./youtube/index";
import { steamTemplates } from "./steam/index";
import { githubTemplates } from "./github/index";
import { onchainTemplates } from "./onchain/index";
import { questhqTemplates } from "./questhq/index";
import { customTemplates } from "./custom/index";
import { endpointTemplates } from "./endpoint/index";
import { clientValidationTemplates } from "./client-validation/index";

// One line per objective family (docs/ADDING-AN-OBJECTIVE.md); a template of core without its server entry here
// is a compile error.
const SERVER_TEMPLATES: Record<TemplateKey, ServerTemplate> = {
  ...twitterTemplates,
  ...discordTemplates,
  ...telegramTemplates,
  ...youtubeTemplates,
  ...steamTemplates,
  ...githubTemplates,
  ...onchainTemplates,
  ...questhqTemplates,
  ...customTemplates,
  ...endpointTemplates,
  ...clientValidationTemplates,
};

const serverTemplate = (template: string): ServerTemplate | undefined =>
  Object.hasOwn(SERVER_TEMPLATES, template) ? SERVER_TEMPLATES[template as TemplateKey] : undefined;

export function verifierFor(template: TemplateKey | string): Verifier | undefined {
  return serverTemplate(template)?.verify;
}

export function registeredTemplates(): string[] {
  return Object.keys(SERVER_TEMPLATES);
}

/** How the sandbox does a template's action; an unknown template has nothing to do. */
export function sandboxWayOf(template: string): SandboxWay {
  return serverTemplate(template)?.sandbox ?? { kind: "none" };
}
