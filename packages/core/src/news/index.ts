export * from "./schemas";
export * from "./views";
export * from "./messages";
