// The notifications feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { emailPreferencesQuery } from "./email-preferences-queries";
export { useEmailPreferences, useSavingEmailCategories, useSetEmailCategory } from "./use-email-preferences";
