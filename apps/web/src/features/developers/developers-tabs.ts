/** The sections of an organization's Developers page, in order; the route validates ?tab= against them. */
export const developersTabs = ["api-keys", "webhooks", "audit-log"] as const;
export type DevelopersTab = (typeof developersTabs)[number];
