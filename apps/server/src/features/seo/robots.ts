import { CLIENT_ROUTES, type ClientRoutePath } from "@questhq/core";
import { absoluteUrl } from "./page-head";

// robots.txt: everything public may be crawled; the API, the development and sandbox tools and the
// private or step-by-step pages (the route table's non-indexable ones) may not. Link-preview images
// live under /api, and X's crawler checks robots.txt before it fetches one, so they are allowed.

export function robotsTxt(publicUrl: string): string {
  const routes = Object.entries(CLIENT_ROUTES) as [ClientRoutePath, { isIndexable: boolean }][];
  const publicPaths = routes.filter(([, info]) => info.isIndexable).map(([path]) => path);
  const privatePages = routes.filter(([, info]) => !info.isIndexable).map(([path]) => disallowRule(path, publicPaths));
  const lines = [
    "User-agent: *",
    "Allow: /api/v1/og/",
    "Allow: /api/v1/uploads/",
    "Disallow: /api/",
    "Disallow: /dev/",
    "Disallow: /sandbox/",
    ...[...new Set(privatePages)].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", publicUrl)}`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The Disallow rule of a private page. "/organizations$" keeps the organization pages under it crawlable; a parameter
 * ends the prefix ("/edit-mission/"), unless a public page shares that prefix: then the parameter becomes a wildcard
 * and the rest is kept (a developers page of any organization), or every organization page would be disallowed too.
 */
function disallowRule(path: string, publicPaths: string[]): string {
  if (!path.includes("$")) return `${path}$`;
  const prefix = path.slice(0, path.indexOf("$"));
  if (!publicPaths.some((p) => p.startsWith(prefix))) return prefix;
  return `${path.replace(/\$[^/]+/g, "*")}$`;
}
