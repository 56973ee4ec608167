export { analyticsRoutes } from "./analytics.routes";
export { createMissionViewCounter, type MissionViewCounter, type Viewer } from "./count-mission-view";
export { rollUpMissionViews } from "./roll-up-mission-views";
export { rollUpMissionActivity } from "./roll-up-mission-activity";
