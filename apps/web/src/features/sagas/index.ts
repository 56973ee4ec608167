// The sagas feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { ChallengesTab } from "./challenges-tab";
export { sagaAnnouncedKey } from "./saga-announcement-modal";
export { SagaTab } from "./saga-tab";
export { activeSagaQuery } from "./sagas-api";
