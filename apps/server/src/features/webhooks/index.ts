// The webhooks feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders"). The
// features that emit events import these; webhooks itself imports none of them, so it stays below them.
export { emitWebhookEvent, type WebhookEventInput } from "./emit-event";
export {
  emitDrawCompleted,
  emitMissionEnded,
  emitMissionEntered,
  emitMissionPublished,
  emitObjectiveCompleted,
  emitRewardClaimed,
} from "./event-payloads";
export { deliverDueWebhooks } from "./deliver-webhooks";
export { pruneWebhookLog } from "./prune-webhook-log";
export { webhookSettings } from "./webhook-settings";
