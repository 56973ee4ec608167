import type { FastifyInstance, FastifyRequest } from "fastify";
import { BOOT_DATA_ELEMENT_ID, type ClientRouteMatch } from "@questhq/core";
import { hasSessionCookie } from "../../lib/cache-headers";
import { escapeHtml } from "./page-head";

// A page's first load, decided on the server. For a visitor without a session, the public API answers the web
// app asks for on its first render are run here, in-process through the ordinary routes (same validation,
// authorization and rate limits, counted against the visitor's address), and written into the page; the web
// app reads them instead of the network (apps/web/src/lib/boot-data.ts). Without this, a phone waits for the
// scripts, then for each query, before it can paint. A signed-in visitor's answers are personal, so their page
// carries none and the app asks as usual.
//
// The paths are the exact ones the web app requests (config: features/config/use-config.ts, session:
// features/auth/session.ts, Atlas: features/news/news-api.ts, Explore: features/explore/explore-page.tsx,
// mission: features/mission-shared/mission-api.ts). If one drifts, the app fetches it as before; the e2e
// journey e2e/tests/first-load.e2e.ts fails, since it checks these pages render without asking the API.

type Answers = Map<string, unknown>;

type FirstLoadPlan = {
  /** Requested together. */
  paths: string[];
  /** Requested once `paths` are answered (a mission's parts need its id). */
  followUp?: (answers: Answers) => string[];
  /** The image the page's largest paint shows, fetched ahead of the scripts. */
  heroImage?: (answers: Answers) => string | null;
};

const APP_PATHS = ["/api/v1/config", "/api/auth/get-session"];

function planFor(match: ClientRouteMatch, hasQuery: boolean): FirstLoadPlan {
  // Filtered views (?channel=, ?sort=, ?article=) ask for other things; they load as before.
  if (hasQuery) return { paths: APP_PATHS };
  switch (match.path) {
    case "/atlas":
      return {
        paths: [
          ...APP_PATHS,
          "/api/v1/news/feed/?limit=10",
          "/api/v1/news/channels/?limit=50&sort=popular",
          "/api/v1/news/channels/?limit=5&sort=popular",
          "/api/v1/news/topics/?limit=8&sort=popular",
        ],
      };
    case "/explore":
      return {
        paths: [...APP_PATHS, "/api/v1/missions?sort=featured"],
        heroImage: (answers) =>
          firstOf<{ banner_url?: string | null }>(dataOf(answers.get("/api/v1/missions?sort=featured")))?.banner_url ??
          null,
      };
    case "/missions/$slug": {
      const missionPath = `/api/v1/missions/${encodeURIComponent(match.params.slug ?? "")}`;
      return {
        paths: [...APP_PATHS, missionPath],
        followUp: (answers) => {
          const mission = dataOf(answers.get(missionPath)) as { id?: string } | undefined;
          if (!mission?.id) return [];
          const base = `/api/v1/missions/${encodeURIComponent(mission.id)}`;
          return [`${base}/objectives`, `${base}/reward`, `${base}/suggested`];
        },
        heroImage: (answers) =>
          (dataOf(answers.get(missionPath)) as { banner_url?: string | null } | undefined)?.banner_url ?? null,
      };
    }
    default:
      return { paths: APP_PATHS };
  }
}

/** The `data` of an /api/v1 answer. */
function dataOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && "data" in body ? (body as { data: unknown }).data : undefined;
}

function firstOf<T>(list: unknown): T | undefined {
  return Array.isArray(list) ? (list[0] as T | undefined) : undefined;
}

export type FirstLoad = { answers: Record<string, unknown>; heroImage: string | null };

/**
 * Runs the page's first-load GETs for an anonymous visitor. An answer that is not a 200 is left out (the app then
 * asks itself and shows its own error or empty state), and so is everything when the visitor has a session.
 */
export async function loadFirstLoad(
  app: FastifyInstance,
  request: FastifyRequest,
  match: ClientRouteMatch | null,
): Promise<FirstLoad | null> {
  if (!match || hasSessionCookie(request.headers.cookie)) return null;
  const plan = planFor(match, request.url.includes("?"));
  const answers: Answers = new Map();
  const ask = async (path: string) => {
    const res = await app.inject({
      method: "GET",
      url: path,
      headers: { accept: "application/json" },
      remoteAddress: request.ip,
    });
    if (res.statusCode !== 200) return;
    // Kept whole, envelope and list cursor included: the app unwraps them as it does a network answer.
    answers.set(path, res.json() as unknown);
  };
  await Promise.all(plan.paths.map(ask));
  if (plan.followUp) await Promise.all(plan.followUp(answers).map(ask));
  const hero = plan.heroImage?.(answers) ?? null;
  return { answers: Object.fromEntries(answers), heroImage: hero && isSameSiteImage(hero) ? hero : null };
}

/** Only our own files are preloaded; a remote banner would open a connection the page may not need first. */
function isSameSiteImage(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** The answers as a JSON data block (never run as a script, so the CSP is untouched). */
export function renderBootData(firstLoad: FirstLoad): string {
  // "<" escaped keeps any "</script>" inside user text from closing the block; JSON.parse reads \u003c back.
  const json = JSON.stringify({ answers: firstLoad.answers }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}

export function renderHeroPreload(firstLoad: FirstLoad | null): string | null {
  if (!firstLoad?.heroImage) return null;
  return `<link rel="preload" as="image" href="${escapeHtml(firstLoad.heroImage)}" fetchpriority="high" />`;
}
