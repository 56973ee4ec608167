/** The tabs of /dashboard, in order; the route validates ?tab= against them and the page renders them. */
export const dashboardTabs = ["missions", "challenges", "saga"] as const;
