// The missions feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { BANNER_IMAGE_MESSAGE } from "./banner";
export { ensureDraw } from "./ensure-draw";
export {
  ARCHIVED_FROZEN,
  isUuid,
  loadVisibleMission,
  lockMissionForChange,
  MISSION_NOT_FOUND,
  NOT_MISSION_MEMBER,
  touchMission,
} from "./mission-access";
export { toRewardView } from "./mission-view";
export { lockObjectiveForChange } from "./objective-lock";
export { hasParticipants } from "./participants";
export { lockRewardForChange } from "./reward-lock";
