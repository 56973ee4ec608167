export * from "./boosted-credits";
export * from "./allocation";
export * from "./season-views";
export * from "./season-schemas";
export * from "./verify";
export * from "./operator-schemas";
export * from "./standings";
