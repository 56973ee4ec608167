// The web app's page routes, known to the server too: it answers every listed path with the app's
// HTML (and a head for link previews) and every other page path with a real 404. The web app takes
// its static page titles from here, so tabs, previews and the server's head say the same thing.
// A test compares this table with apps/web/src/routes, so the two cannot drift apart.

export const SITE_NAME = "QuestHQ";

/** How the server builds a route's head: from the route alone, or from the record the URL names. */
export type ClientRouteKind = "static" | "mission" | "mission_draw" | "organization" | "topic" | "atlas";

export type ClientRouteInfo = {
  kind: ClientRouteKind;
  /** Page title without the site name; null on the home page. */
  title: string | null;
  description: string;
  /** Search engines may list the page (private or step-by-step pages are kept out). */
  isIndexable: boolean;
};

const DEFAULT_DESCRIPTION = "Missions from web3 projects: finish verified objectives, earn credits and win rewards.";

export const CLIENT_ROUTES = {
  "/": { kind: "static", title: null, description: DEFAULT_DESCRIPTION, isIndexable: true },
  "/explore": {
    kind: "static",
    title: "Explore missions",
    description: "Browse live missions by chain, reward and popularity, and pick the next one to complete.",
    isIndexable: true,
  },
  "/atlas": {
    kind: "atlas",
    title: "Atlas",
    description: "Web3 news from the channels you follow, tagged by the projects and people it mentions.",
    isIndexable: true,
  },
  "/atlas/topics": {
    kind: "static",
    title: "Topics",
    description: "Every project, token and person the Atlas tracks, by how often the news mentions them.",
    isIndexable: true,
  },
  "/atlas/topics/$slug": { kind: "topic", title: "Topic", description: DEFAULT_DESCRIPTION, isIndexable: true },
  "/missions/$slug": { kind: "mission", title: "Mission", description: DEFAULT_DESCRIPTION, isIndexable: true },
  "/missions/$slug/draw": {
    kind: "mission_draw",
    title: "Fair draw",
    description: DEFAULT_DESCRIPTION,
    isIndexable: true,
  },
  "/organizations": { kind: "static", title: "Mission Control", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/organizations/$slug": {
    kind: "organization",
    title: "Organization",
    description: DEFAULT_DESCRIPTION,
    isIndexable: true,
  },
  "/organizations/$slug/developers": {
    kind: "static",
    title: "Developers",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/organizations/$slug/analytics": {
    kind: "static",
    title: "Analytics",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/organizations/$slug/missions/$missionId/analytics": {
    kind: "static",
    title: "Mission analytics",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/create-organization": {
    kind: "static",
    title: "Create an organization",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/create-mission": {
    kind: "static",
    title: "Create a mission",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/create-mission/objectives": {
    kind: "static",
    title: "Mission objectives",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/create-mission/reward": {
    kind: "static",
    title: "Mission reward",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/create-mission/review": {
    kind: "static",
    title: "Review mission",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/edit-mission/$missionId/details": {
    kind: "static",
    title: "Edit mission details",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/edit-mission/$missionId/objectives": {
    kind: "static",
    title: "Edit objectives",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/edit-mission/$missionId/reward": {
    kind: "static",
    title: "Edit reward",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/edit-mission/$missionId/review": {
    kind: "static",
    title: "Review changes",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/dashboard": { kind: "static", title: "Dashboard", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/operator": { kind: "static", title: "Operator area", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/sagas": {
    kind: "static",
    title: "Sagas",
    description: "Every Saga: the one running now, the next to start and the settled ones, each with its leaderboard.",
    isIndexable: true,
  },
  "/sagas/$slug": {
    kind: "static",
    title: "Saga",
    description: "A Saga's leaderboard by boosted credits, its $HQ pool and its published, checkable settlement.",
    isIndexable: true,
  },
  "/bridge": {
    kind: "static",
    title: "Bridge and swap",
    description: "Move tokens between chains and swap them without leaving the app.",
    isIndexable: true,
  },
  "/settings": { kind: "static", title: "Settings", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/notifications": { kind: "static", title: "Notifications", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/unsubscribe": { kind: "static", title: "Unsubscribe", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/membership": {
    kind: "static",
    title: "Become a member",
    description: "Membership keys, staking and the boosts they bring to missions and seasons.",
    isIndexable: true,
  },
  "/sign-in": { kind: "static", title: "Sign in", description: DEFAULT_DESCRIPTION, isIndexable: false },
  "/enter-wallet": {
    kind: "static",
    title: "Submit your wallet",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
  "/terms-of-service": {
    kind: "static",
    title: "Terms of Service",
    description: "The terms for using the platform.",
    isIndexable: true,
  },
  "/hq-terms-and-conditions": {
    kind: "static",
    title: "$HQ Terms and Conditions",
    description: "The terms for holding, staking and spending $HQ.",
    isIndexable: true,
  },
  "/connect/$provider/callback": {
    kind: "static",
    title: "Connecting account",
    description: DEFAULT_DESCRIPTION,
    isIndexable: false,
  },
} as const satisfies Record<string, ClientRouteInfo>;

export type ClientRoutePath = keyof typeof CLIENT_ROUTES;

/** "Explore missions · QuestHQ"; the site name alone without a title. */
export function documentTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

/** The static title of a route, as a browser tab shows it. */
export function routeDocumentTitle(path: ClientRoutePath): string {
  return documentTitle(CLIENT_ROUTES[path].title);
}

export type ClientRouteMatch = { path: ClientRoutePath; info: ClientRouteInfo; params: Record<string, string> };

const COMPILED = (Object.keys(CLIENT_ROUTES) as ClientRoutePath[])
  .map((path) => ({ path, segments: path.split("/").filter(Boolean) }))
  // Literal segments win over parameters, as in the router (fewer parameters first).
  .sort((a, b) => paramCount(a.segments) - paramCount(b.segments));

function paramCount(segments: string[]): number {
  return segments.filter((s) => s.startsWith("$")).length;
}

/**
 * The route a pathname (no query) belongs to, with its decoded parameters; null for anything the web
 * app would show its 404 page for. A trailing slash is ignored; a parameter that is not valid
 * percent-encoding, or holds a control character, matches nothing.
 */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  const parts = pathname.split("/").filter(Boolean);
  for (const route of COMPILED) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const isMatch = route.segments.every((segment, i) => {
      const part = parts[i] as string;
      if (!segment.startsWith("$")) return segment === part;
      const value = decodeSegment(part);
      if (value === null) return false;
      params[segment.slice(1)] = value;
      return true;
    });
    if (isMatch) return { path: route.path, info: CLIENT_ROUTES[route.path], params };
  }
  return null;
}

function decodeSegment(part: string): string | null {
  try {
    const value = decodeURIComponent(part);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a decoded segment with a control character is refused
    return value.length > 0 && value.length <= 200 && !/[\u0000-\u001f\u007f]/.test(value) ? value : null;
  } catch {
    return null;
  }
}
