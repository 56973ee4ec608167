// The missions feature's public entry: the mission wizard previews objectives with the mission page's drawer and
// labels, and prices a mint contract's deployment with the mint's registry fee.
export { registryFeeWei } from "./mint/mint-state";
export { ObjectiveDrawer } from "./page/objective-drawer";
export { creditsLabel } from "./page/objective-labels";
export { MissionCard, MissionCardSkeleton } from "./page/mission-card";
export { ObjectiveRow } from "./page/objectives-list";
export { useNow } from "./page/use-now";
export { LiveObjectiveAction } from "./participation/objective-action";
export { ObjectiveStatusBadge } from "./participation/objective-status-badge";
export type { ParticipateBody } from "./participation/participation-api";
export type { ObjectiveStatus } from "./participation/use-participant";
export { sendParticipation } from "./participation/use-participate";
