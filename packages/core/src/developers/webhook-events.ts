// The events an organization's webhook endpoints may listen for (docs/product/developers.md#webhooks).

export const WEBHOOK_EVENT_TYPES = [
  "ping",
  "mission.published",
  "mission.ended",
  "objective.completed",
  "mission.entered",
  "draw.completed",
  "winner.selected",
  "reward.claimed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
