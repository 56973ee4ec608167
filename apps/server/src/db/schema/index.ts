export * from "./auth";
export * from "./users";
export * from "./organizations";
// missions, news and seasons tables: see missions.ts, news.ts, seasons.ts
export * from "./missions";
export * from "./news";
export * from "./sagas";
export * from "./participation";
export * from "./chain";
export * from "./notifications";
export * from "./swaps";
export * from "./relay";
export * from "./jobs";
