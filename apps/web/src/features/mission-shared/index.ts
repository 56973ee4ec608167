// What every mission screen shows the same way — the missions API's queries and keys, the chain and provider
// marks, the status badge, times, rich text and transaction links — used by the mission page, the mission wizard,
// Mission Control and the features that list missions. The route prefetching a mission page imports mission-api.ts
// itself, lazily.
export { ChainIcon, chainName } from "./chain-icon";
export {
  missionKeys,
  missionQuery,
  objectivesQuery,
  orgMissionsQuery,
  rewardQuery,
  suggestedQuery,
  templatesQuery,
} from "./mission-api";
export { timeLabel } from "./mission-time";
export { ProviderIcon } from "./provider-icon";
export { RichHtml, richTextClass } from "./rich-html";
export { MissionStatusBadge } from "./status-badge";
export { TxLink } from "./tx-link";
export {
  clearCreateMissionState,
  clearDetailsDraft,
  readDetailsDraft,
  setWizardState,
  useWizardState,
  type WizardMode,
  writeDetailsDraft,
} from "./create-state";
export { participationKeys } from "./participation-keys";
