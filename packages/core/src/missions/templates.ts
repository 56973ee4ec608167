// The objective template catalogue (docs/product/objectives.md#templates), read from the families of
// objectives/registry.ts. Field names are the stored value keys, as the product names them; the server validates
// them with objective-values.ts and the web app builds its forms from `fields`. Every template also takes an
// optional button_title.

import { getProvider, type ProviderKey } from "../providers";

import { opt } from "./objectives/template-fields";
import { BUTTON_TITLE_MAX_LENGTH, type TemplateField } from "./objectives/template-family";
import { TEMPLATE_REGISTRY, type TemplateKey } from "./objectives/registry";

export type { TemplateField, TemplateFieldType } from "./objectives/template-family";
export type { TemplateKey } from "./objectives/registry";
export { BUTTON_TITLE_MAX_LENGTH };

/** Every template key, in the catalogue's order (the registry's). */
export const TEMPLATE_KEYS = Object.keys(TEMPLATE_REGISTRY) as unknown as readonly [TemplateKey, ...TemplateKey[]];

export type ObjectiveTemplate = {
  key: TemplateKey;
  provider: ProviderKey;
  providerName: string;
  category: string;
  title: string;
  description: string;
  fields: readonly TemplateField[];
};

export const TEMPLATE_CATEGORIES: readonly string[] = Object.freeze([
  "Social",
  "Community",
  "Gaming",
  "On-chain",
  "QuestHQ",
  "Custom",
]);

const BUTTON_TITLE = opt("button_title", "Button title", "text", {
  help: `Optional text for the objective's button, at most ${BUTTON_TITLE_MAX_LENGTH} characters.`,
});

export const OBJECTIVE_TEMPLATES: readonly ObjectiveTemplate[] = Object.freeze(
  TEMPLATE_KEYS.map((key) => {
    const { provider, category, title, description, fields } = TEMPLATE_REGISTRY[key];
    return Object.freeze({
      key,
      provider,
      providerName: getProvider(provider).name,
      category,
      title,
      description,
      fields: Object.freeze([...fields, BUTTON_TITLE]),
    });
  }),
);

const byKey = new Map<string, ObjectiveTemplate>(OBJECTIVE_TEMPLATES.map((t) => [t.key, t]));

export function getTemplate(key: string): ObjectiveTemplate | undefined {
  return byKey.get(key);
}

export function isTemplateKey(key: string): key is TemplateKey {
  return byKey.has(key);
}

export type TemplateCatalogue = {
  providers: { provider: ProviderKey; providerName: string; icon: string; templates: ObjectiveTemplate[] }[];
  categories: string[];
};

/** Templates grouped by provider, providers in the order of their first template. */
export function templateCatalogue(): TemplateCatalogue {
  const groups = new Map<ProviderKey, TemplateCatalogue["providers"][number]>();
  for (const t of OBJECTIVE_TEMPLATES) {
    let group = groups.get(t.provider);
    if (!group) {
      const p = getProvider(t.provider);
      group = { provider: t.provider, providerName: p.name, icon: p.icon, templates: [] };
      groups.set(t.provider, group);
    }
    group.templates.push(t);
  }
  return { providers: [...groups.values()], categories: [...TEMPLATE_CATEGORIES] };
}
