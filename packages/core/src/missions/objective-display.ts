// Display fields of an objective (docs/product/objectives.md#display: title, provider_name,
// provider_category, url), derived from its template and stored values so the
// server and the web app word every objective the same way. A creator's own
// title always wins; unknown templates still get something readable. Each family words its own templates
// (objectives/<family>/templates.ts).

import { getProvider } from "../providers";
import { text } from "./objectives/display-helpers";
import { TEMPLATE_REGISTRY, type TemplateKey } from "./objectives/registry";
import type { DetailRow, ObjectiveValues, TemplateDefinition } from "./objectives/template-family";
import { getTemplate } from "./templates";

export { objectiveToken } from "./objectives/display-helpers";
export type { DetailRow, DetailValue } from "./objectives/template-family";

export type ObjectiveDisplay = {
  title: string;
  provider_name: string;
  provider_category: string;
  url: string | null;
};

const URL_KEYS = [
  "tweetUrl",
  "link",
  "url",
  "videoUrl",
  "channelUrl",
  "discordServerInviteUrl",
  "telegramGroupInviteUrl",
  "missionUrl",
] as const;

const definitionOf = (template: string): TemplateDefinition | undefined =>
  Object.hasOwn(TEMPLATE_REGISTRY, template) ? TEMPLATE_REGISTRY[template as TemplateKey] : undefined;

function primaryUrl(template: string, values: ObjectiveValues): string | null {
  for (const key of URL_KEYS) {
    const url = text(values[key]);
    if (url && /^https?:\/\//i.test(url)) return url;
  }
  return definitionOf(template)?.targetUrl?.(values) ?? null;
}

const humanise = (key: string) => {
  const s = key.replace(/_/g, " ").trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "Objective";
};

export function objectiveDisplay(template: string, values: ObjectiveValues): ObjectiveDisplay {
  const t = getTemplate(template);
  const v = values ?? {};
  const title = text(v.title) ?? definitionOf(template)?.displayTitle(v) ?? t?.title ?? humanise(template);
  return {
    title,
    provider_name: t ? t.providerName : getProvider(null).name,
    provider_category: t ? t.category : "Custom",
    url: primaryUrl(template, v),
  };
}

/** What an objective asks for, as readable rows (the drawer draws them); unknown templates give none. */
export function objectiveDetailRows(template: string, values: ObjectiveValues | null | undefined): DetailRow[] {
  return definitionOf(template)?.detailRows(values ?? {}) ?? [];
}
