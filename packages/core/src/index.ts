export * from "./errors";
export * from "./schemas/users";
export * from "./schemas/organizations";
