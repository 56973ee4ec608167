// The missions feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { BANNER_IMAGE_MESSAGE } from "./banner";
export { ensureDraw } from "./ensure-draw";
export { isUuid, loadVisibleMission, lockMissionForChange, touchMission } from "./mission-access";
export { toRewardView } from "./mission-view";
export { lockObjectiveForChange } from "./objective-lock";
export { hasParticipants } from "./participants";
export { lockRewardForChange } from "./reward-lock";
