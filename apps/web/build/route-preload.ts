import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** One client route: its path (as in src/routes) and the JavaScript files its first render needs beyond the entry's. */
export type RoutePreload = { path: string; files: string[] };

type ChunkLike = {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

/**
 * Reads `path: "..."` and the lazily imported component module of every file in src/routes.
 * Route files are written one way (createRoute + lazyRouteComponent), so a pattern is enough here.
 */
export function readRouteModules(routesDir: string, srcDir: string): { path: string; module: string }[] {
  const routes: { path: string; module: string }[] = [];
  for (const file of readdirSync(routesDir)) {
    if (!file.endsWith(".tsx")) continue;
    const text = readFileSync(path.join(routesDir, file), "utf8");
    const routePath = /\bpath:\s*"([^"]+)"/.exec(text)?.[1];
    const lazyModule = /lazyRouteComponent\(\s*\(\)\s*=>\s*import\("@\/([^"]+)"\)/.exec(text)?.[1];
    if (routePath && lazyModule) routes.push({ path: routePath, module: path.join(srcDir, lazyModule) });
  }
  return routes;
}

function staticClosure(bundle: Record<string, { type: string }>, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = bundle[start] as ChunkLike | undefined;
  for (const imported of chunk?.imports ?? []) staticClosure(bundle, imported, into);
  return into;
}

/** For each route: the lazy component's chunk and its static imports that the entry does not already load. */
export function computeRoutePreloads(
  bundle: Record<string, { type: string }>,
  routes: { path: string; module: string }[],
): RoutePreload[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === "chunk") as ChunkLike[];
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error("route-preload: no entry chunk in the bundle");
  const entryFiles = staticClosure(bundle, entry.fileName);
  const byModule = new Map(
    chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.[jt]sx?$/, ""), c]),
  );
  const preloads = routes.map((route) => {
    const chunk = byModule.get(route.module);
    if (!chunk) throw new Error(`route-preload: no chunk for ${route.path} (${route.module})`);
    const files = [...staticClosure(bundle, chunk.fileName)].filter((f) => !entryFiles.has(f));
    return { path: route.path, files };
  });
  return preloads.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Route-chunk preloading for a single-page app: every page's HTML is the same index.html, so the route's own
 * chunk would only be requested after the entry has downloaded and run. This writes `.vite/route-preload.json`,
 * each route's files; the server names them as modulepreload links in the page it sends
 * (apps/server/src/features/seo/route-assets.ts), and the byte-budget check (scripts/check-budget.ts) reads it to
 * know what each page loads first.
 */
export function routePreload(options: { routesDir: string; srcDir: string }): Plugin {
  return {
    name: "questhq:route-preload",
    apply: "build",
    enforce: "post",
    generateBundle(_output, bundle) {
      const preloads = computeRoutePreloads(bundle, readRouteModules(options.routesDir, options.srcDir));
      this.emitFile({
        type: "asset",
        fileName: ".vite/route-preload.json",
        source: JSON.stringify({ routes: preloads }, null, 2),
      });
    },
  };
}
