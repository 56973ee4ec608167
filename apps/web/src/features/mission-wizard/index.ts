// The mission wizard's public entry: other features reset or point the wizard's saved state (the menu's "Create",
// Mission Control's edit links) and the Saga editor reuses its objective picker and form. The routes load the
// steps lazily from wizard-pages.tsx and read the steps' search schema from wizard-search.ts themselves.
export { ObjectiveForm } from "./objectives/objective-form";
export { TemplatePicker } from "./objectives/template-picker";
