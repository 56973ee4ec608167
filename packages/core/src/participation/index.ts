export * from "./status";
export * from "./entry";
export * from "./entry-schemas";
export * from "./messages";
export * from "./credits";
export * from "./views";
export * from "./sandbox";
export * from "./sandbox-providers";
