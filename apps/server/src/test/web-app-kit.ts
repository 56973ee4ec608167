import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { TestApp } from "./harness";
import { withCastApp, type Cast } from "./mission-kit";

// The real server in front of a stand-in for the built web app: an index.html shaped like Vite's output and the
// route-preload table the web build writes (apps/web/build/route-preload.ts), for the page and crawler tests.

export const ENTRY_SCRIPT = "/assets/index-abc123.js";

/** What the stand-in build says a mission page's first render needs beyond the entry. */
export const MISSION_ROUTE_FILES = ["assets/mission-page-abc123.js", "assets/drawer-abc123.js"];

const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="QuestHQ — generic description." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>QuestHQ</title>
    <script type="module" crossorigin src="${ENTRY_SCRIPT}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** One server per test file serving the stand-in web app from `webDist`, with a cast of signed-in users. */
export function withWebApp(ready: (s: { t: TestApp; cast: Cast; webDist: string }) => void): void {
  const webDist = mkdtempSync(path.join(tmpdir(), "questhq-web-"));
  writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  mkdirSync(path.join(webDist, ".vite"));
  const preloads = { routes: [{ path: "/missions/$slug", files: MISSION_ROUTE_FILES }] };
  writeFileSync(path.join(webDist, ".vite/route-preload.json"), JSON.stringify(preloads));
  withCastApp(({ t, cast }) => ready({ t, cast, webDist }), { WEB_DIST_DIR: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
}
