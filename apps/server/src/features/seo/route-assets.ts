import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "./page-head";

// The scripts each page's first render needs beyond the entry, as the web build computed them
// (apps/web/build/route-preload.ts writes dist/.vite/route-preload.json). Named in the page's <head>, the
// browser fetches them alongside the entry instead of after it has run.

type RoutePreloads = { routes: { path: string; files: string[] }[] };

export function loadRouteAssets(dist: string): (routePath: string | null) => string[] {
  const file = path.join(dist, ".vite/route-preload.json");
  const byRoute = new Map<string, string[]>();
  if (existsSync(file)) {
    const table = JSON.parse(readFileSync(file, "utf8")) as RoutePreloads;
    for (const route of table.routes) byRoute.set(route.path, route.files);
  }
  return (routePath) =>
    (routePath ? (byRoute.get(routePath) ?? []) : []).map(
      (f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f.replace(/^\/+/, ""))}" />`,
    );
}
