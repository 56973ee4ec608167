import type { AnyRouter } from "@tanstack/react-router";

// Mission page views for the organizers' analytics (docs/product/analytics.md#counting-visitors). The server counts
// each page it sends; this counts the pages the app shows after a click inside it, which never reach the server as
// pages. No cookie, identifier or storage of ours is involved: the beacon carries the path, and the server decides
// whether it is a mission's page and makes the visitor's daily hash.

/** Mission pages live under this path; the server still checks each one. */
const MISSION_PATHS = "/missions/";

export function countPageViews(router: AnyRouter): () => void {
  // The page the browser loaded was sent, and counted, by the server.
  let shownPath = window.location.pathname;
  return router.subscribe("onResolved", ({ toLocation }) => {
    if (toLocation.pathname === shownPath) return;
    shownPath = toLocation.pathname;
    if (!shownPath.startsWith(MISSION_PATHS)) return;
    // keepalive: the count is sent even when the visitor leaves the page at once. A failure is not worth a retry.
    void fetch("/api/v1/page-views", {
      method: "POST",
      keepalive: true,
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ path: `${toLocation.pathname}${toLocation.searchStr}` }),
    }).catch(() => undefined);
  });
}
