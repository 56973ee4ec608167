import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, documentTitle, matchClientRoute, routeDocumentTitle } from "./client-routes";

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../apps/web/src");

/** Every `path: "..."` of the web app's route files whose route is added to the router's tree. */
function webRouterPaths(): string[] {
  const router = readFileSync(path.join(webSrc, "router.tsx"), "utf8");
  const tree = router.slice(router.indexOf("addChildren("));
  const paths: string[] = [];
  for (const file of readdirSync(path.join(webSrc, "routes"))) {
    const source = readFileSync(path.join(webSrc, "routes", file), "utf8");
    for (const m of source.matchAll(/export const (\w+) = createRoute\(\{[\s\S]*?path: "([^"]+)"/g)) {
      if (new RegExp(`\\b${m[1]}\\b`).test(tree)) paths.push(m[2] as string);
    }
  }
  return paths.sort();
}

describe("client route table", () => {
  it("lists exactly the web router's paths", () => {
    const paths = webRouterPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(Object.keys(CLIENT_ROUTES).sort()).toEqual(paths);
  });

  it("matches paths with their decoded parameters, literal segments first", () => {
    expect(matchClientRoute("/")?.path).toBe("/");
    expect(matchClientRoute("/explore/")?.path).toBe("/explore");
    expect(matchClientRoute("/atlas/topics")?.path).toBe("/atlas/topics");
    expect(matchClientRoute("/atlas/topics/ethereum")).toMatchObject({
      path: "/atlas/topics/$slug",
      params: { slug: "ethereum" },
    });
    expect(matchClientRoute("/missions/caf%C3%A9/draw")).toMatchObject({
      path: "/missions/$slug/draw",
      params: { slug: "café" },
    });
    expect(matchClientRoute("/edit-mission/abc/reward")?.params).toEqual({ missionId: "abc" });
  });

  it("matches nothing the web app would show its 404 page for", () => {
    for (const p of [
      "/nope",
      "/missions",
      "/missions/a/b/c",
      "/atlas/topic/x",
      "/missions/%E0%A4%A",
      "/missions/%00",
      "/explorer",
    ]) {
      expect(matchClientRoute(p), p).toBeNull();
    }
  });

  it("titles pages with the site name", () => {
    expect(documentTitle("Explore missions")).toBe("Explore missions · QuestHQ");
    expect(documentTitle("  ")).toBe("QuestHQ");
    expect(routeDocumentTitle("/")).toBe("QuestHQ");
    expect(routeDocumentTitle("/atlas")).toBe("Atlas · QuestHQ");
  });
});
