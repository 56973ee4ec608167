export * from "./boosted-credits";
export * from "./allocation";
export * from "./saga-views";
export * from "./saga-schemas";
export * from "./verify";
export * from "./operator-schemas";
export * from "./standings";
export * from "./saga-streams";
