import { matchClientRoute, type ClientRouteMatch } from "@questhq/core";
import type { Db } from "../../db/client";
import { articleHead, loadTopicPreview } from "./news-heads";
import { loadMissionPreview, missionHead } from "./mission-preview";
import { loadOrganizationPreview } from "./organization-head";
import type { PageHead, ResolvedPage } from "./page-head";
import { siteCardImage } from "./site-card";

// Which page a URL is and what its head says. A path outside the web app's route table, or one that
// names a mission, article, topic or organization nobody may see, is a 404 (the SPA still boots and
// shows its own not-found view), so crawlers neither index nor unfurl soft 404s.

const NOT_FOUND: PageHead = {
  title: "Page not found",
  description: "This page does not exist or is not public.",
  canonicalPath: null,
  image: null,
  type: "website",
  isIndexable: false,
};

export async function resolvePage(db: Db, publicUrl: string, url: string): Promise<ResolvedPage> {
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1));
  const match = matchClientRoute(pathname);
  if (!match) return { status: 404, head: NOT_FOUND, match: null };
  const head = await headOf(db, publicUrl, match, pathname, query);
  return head ? { status: 200, head, match } : { status: 404, head: NOT_FOUND, match };
}

async function headOf(
  db: Db,
  publicUrl: string,
  match: ClientRouteMatch,
  pathname: string,
  query: URLSearchParams,
): Promise<PageHead | null> {
  const slug = match.params.slug ?? "";
  switch (match.info.kind) {
    case "mission":
    case "mission_draw": {
      const preview = await loadMissionPreview(db, slug, publicUrl);
      return preview && missionHead(preview, publicUrl, { isDrawPage: match.info.kind === "mission_draw" });
    }
    case "organization":
      return (await loadOrganizationPreview(db, slug, publicUrl))?.head ?? null;
    case "topic":
      return (await loadTopicPreview(db, slug, publicUrl))?.head ?? null;
    case "atlas": {
      // As the web app reads ?article=: empty or over-long means the feed, not an article.
      const article = query.get("article");
      if (article && article.length <= 300)
        return hasNoControlCharacter(article) ? articleHead(db, article, publicUrl) : null;
      return staticHead(match, pathname, publicUrl);
    }
    case "static":
      return staticHead(match, pathname, publicUrl);
  }
}

function staticHead(match: ClientRouteMatch, pathname: string, publicUrl: string): PageHead {
  return {
    title: match.info.title,
    description: match.info.description,
    canonicalPath: pathname.replace(/(.)\/+$/, "$1"),
    image: siteCardImage(publicUrl),
    type: "website",
    isIndexable: match.info.isIndexable,
  };
}

function hasNoControlCharacter(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point: a route parameter holds no control character
  return !/[\u0000-\u001f\u007f]/.test(value);
}
