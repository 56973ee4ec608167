import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** One client route: its URL pattern and the JavaScript files its first render needs beyond the entry's. */
export type RoutePreload = { path: string; pattern: string; files: string[] };

type ChunkLike = { type: "chunk"; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };

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

/** "/missions/$slug" → "^/missions/[^/]+/?$" (TanStack's `$name` is one path segment). */
export function routePattern(routePath: string): string {
  const body = routePath
    .split("/")
    .map((seg) => (seg.startsWith("$") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return routePath === "/" ? "^/$" : `^${body}/?$`;
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
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.[jt]sx?$/, ""), c]));
  const preloads = routes.map((route) => {
    const chunk = byModule.get(route.module);
    if (!chunk) throw new Error(`route-preload: no chunk for ${route.path} (${route.module})`);
    const files = [...staticClosure(bundle, chunk.fileName)].filter((f) => !entryFiles.has(f));
    return { path: route.path, pattern: routePattern(route.path), files };
  });
  // A literal segment wins over a parameter at the same place ("/organizations/new" before "/organizations/$slug").
  return preloads.sort((a, b) => (a.path.match(/\$/g)?.length ?? 0) - (b.path.match(/\$/g)?.length ?? 0));
}

/** The small module that index.html loads first: it adds modulepreload links for the current route's chunks. */
export function preloadScript(preloads: RoutePreload[], base: string): string {
  const files = [...new Set(preloads.flatMap((p) => p.files))];
  const table = preloads.map((p) => [p.pattern, p.files.map((f) => files.indexOf(f))]);
  return [
    `const f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname;`,
    `for(const[s,l]of r)if(new RegExp(s).test(p)){for(const i of l){const e=document.createElement("link");`,
    `e.rel="modulepreload";e.crossOrigin="";e.href=${JSON.stringify(base)}+f[i];document.head.appendChild(e)}break}`,
  ].join("");
}

/**
 * Route-chunk preloading for a single-page app: every page's HTML is the same index.html, so the route's own
 * chunk would only be requested after the entry has downloaded and run. The emitted script, placed before the
 * entry, starts those downloads alongside the entry's. It also writes `.vite/route-preload.json`, which the
 * byte-budget check (scripts/check-budget.ts) reads to know what each page loads first.
 */
export function routePreload(options: { routesDir: string; srcDir: string }): Plugin {
  let base = "/";
  return {
    name: "questhq:route-preload",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const preloads = computeRoutePreloads(bundle, readRouteModules(options.routesDir, options.srcDir));
      const html = bundle["index.html"];
      if (!html || html.type !== "asset") throw new Error("route-preload: index.html is not in the bundle");
      const ref = this.emitFile({ type: "asset", name: "route-preload.js", source: preloadScript(preloads, base) });
      const src = `${base}${this.getFileName(ref)}`;
      const tag = `<script type="module" crossorigin src="${src}"></script>\n    `;
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) throw new Error("route-preload: no module script in index.html");
      html.source = source.slice(0, at) + tag + source.slice(at);
      this.emitFile({
        type: "asset",
        fileName: ".vite/route-preload.json",
        source: JSON.stringify({ script: src.slice(base.length), routes: preloads }, null, 2),
      });
    },
  };
}
