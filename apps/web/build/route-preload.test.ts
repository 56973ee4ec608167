import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { computeRoutePreloads, readRouteModules } from "./route-preload";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("route preloading", () => {
  it("finds every lazily loaded route of src/routes, the three budgeted pages among them", () => {
    const routes = readRouteModules(path.join(web, "src/routes"), path.join(web, "src"));
    const byPath = new Map(routes.map((r) => [r.path, r.module]));
    expect(byPath.get("/atlas")).toBe(path.join(web, "src/features/news/news-page"));
    expect(byPath.get("/explore")).toBe(path.join(web, "src/features/explore/explore-page"));
    expect(byPath.get("/missions/$slug")).toBe(path.join(web, "src/features/missions/mission-page"));
  });

  it("preloads a route's chunk and the imports the entry does not already load", () => {
    const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
      type: "chunk",
      fileName,
      imports,
      isEntry,
      facadeModuleId,
    });
    const bundle = {
      "index.js": chunk("index.js", ["react.js"], "/src/main.tsx", true),
      "react.js": chunk("react.js", []),
      "page.js": chunk("page.js", ["react.js", "card.js"], "/src/features/org/page.tsx"),
      "new.js": chunk("new.js", ["react.js"], "/src/features/org/new.tsx"),
      "card.js": chunk("card.js", []),
    };
    const preloads = computeRoutePreloads(bundle, [
      { path: "/organizations/$slug", module: "/src/features/org/page" },
      { path: "/organizations/new", module: "/src/features/org/new" },
    ]);
    expect(preloads).toEqual([
      { path: "/organizations/$slug", files: ["page.js", "card.js"] },
      { path: "/organizations/new", files: ["new.js"] },
    ]);
  });
});
