// The sagas feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { sagaSummary, sagaWeeks, weekSummary } from "./load-saga";
export { participateChallenge } from "./participate-challenge";
export { previewSettlement } from "./preview-settlement";
export { payoutSaga } from "./settle-payout";
export { settleSaga } from "./settle-saga";
