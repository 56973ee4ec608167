import { NEWS_ROWS } from "./news";
import { SAGA_USERS } from "./saga";
import { DEEP_OFFSET, EXPLORE_MISSIONS, type TargetContext } from "./target";

// The reads `npm run bench` measures, each beside its plain reference where one exists (reference-server.ts). A
// reference serves the same path as our route, so both are asked the very same request and must give the same answer
// (same-answers.ts) before either is timed: our `next` links are built from the request's own path.

export type PathOf = string | ((ctx: TargetContext) => string);
export type Row = {
  name: string;
  path: PathOf;
  auth?: boolean;
  /** The plain reference answers this path too (reference-server.ts). */
  plain?: boolean;
  /** A fixed-cost row: the reference must also send the same response headers as ours. */
  sameHeaders?: boolean;
};
export const pathOf = (p: PathOf, ctx: TargetContext) => (typeof p === "function" ? p(ctx) : p);
export const ROWS: Row[] = [
  { name: "trivial route (vs a bare Fastify route)", path: "/api/__bench/empty", plain: true, sameHeaders: true },
  { name: "GET /api/health", path: "/api/health", plain: true, sameHeaders: true },
  { name: "credits with a session cookie", path: "/api/v1/users/credits", auth: true, plain: true },
  {
    name: "mission page (GET /missions/{slug})",
    path: "/api/v1/missions/bench-mission-1",
    plain: true,
  },
  {
    name: "participant status with a session",
    path: "/api/v1/missions/bench-mission-1/participant",
    auth: true,
    plain: true,
  },
  {
    name: `explore page 1 (${EXPLORE_MISSIONS / 1000}k missions, featured)`,
    path: "/api/v1/missions?sort=featured&limit=12",
    plain: true,
  },
  {
    name: `explore page at depth ${DEEP_OFFSET / 1000}k (keyset)`,
    path: (c) => `/api/v1/missions?sort=featured&limit=12&next=${c.deepCursor}`,
  },
  { name: "explore on one chain, ending soon", path: "/api/v1/missions?blockchain=8453&sort=ending_soon&limit=12" },
  { name: 'explore search "mission 42"', path: "/api/v1/missions?search=mission%2042&limit=12" },
  ...NEWS_ROWS.map((r) => ({
    name: r.name,
    path: (c: TargetContext) => r.path(c.news),
    plain: r.plain,
  })),
  {
    name: `GET /api/v1/seasons/overview (${SAGA_USERS / 1000}k accounts)`,
    path: "/api/v1/seasons/overview",
    auth: true,
    plain: true,
  },
];
