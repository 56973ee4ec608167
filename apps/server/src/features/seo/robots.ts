import { CLIENT_ROUTES, type ClientRoutePath } from "@questhq/core";
import { absoluteUrl } from "./page-head";

// robots.txt: everything public may be crawled; the API, the development and sandbox tools and the
// private or step-by-step pages (the route table's non-indexable ones) may not. Link-preview images
// live under /api, and X's crawler checks robots.txt before it fetches one, so they are allowed.

export function robotsTxt(publicUrl: string): string {
  const privatePages = (Object.entries(CLIENT_ROUTES) as [ClientRoutePath, { isIndexable: boolean }][])
    .filter(([, info]) => !info.isIndexable)
    // "/organizations$" keeps the organization pages under it crawlable; a parameter ends the prefix.
    .map(([path]) => (path.includes("$") ? path.slice(0, path.indexOf("$")) : `${path}$`));
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
