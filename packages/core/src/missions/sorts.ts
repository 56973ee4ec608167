// Its own module, free of zod and the chain tables: the web app's /explore route reads it to validate the URL,
// and the route tree is part of every page's first load.
export const MISSION_SORTS = ["newest", "ending_soon", "most_participants", "featured"] as const;
export type MissionSort = (typeof MISSION_SORTS)[number];
