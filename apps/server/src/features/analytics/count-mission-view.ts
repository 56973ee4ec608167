import { and, eq, ne } from "drizzle-orm";
import { isbot } from "isbot";
import { matchClientRoute } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission } from "../../db/schema/index";
import { isUuid } from "../missions/index";
import { createViewRecorder, type ViewRecorder } from "./view-recorder";
import { viewSource } from "./view-source";
import { createVisitorHasher } from "./visitor-hash";

// Counting one view of a mission page (docs/product/analytics.md#counting-visitors): from the page the server sends
// (features/seo) or from the web app's beacon. Robots are not visitors: link-preview crawlers fetch a shared link
// once per chat, and search engines every page.

/** How long a page's mission is remembered: a launch's visitors all open the same one or two pages. */
const MISSION_CACHE_MS = 60_000;
const MISSION_CACHE_MAX = 1_000;

/** What a view says of the request it came with. */
export type Viewer = { ip: string; userAgent: string | undefined; userId: string | null };

export type MissionViewCounter = {
  /** Counts a view of `pageUrl` (path and query) when it is a public mission's page; false when it is not counted. */
  countPageView(pageUrl: string, referrer: string | undefined, viewer: Viewer): Promise<boolean>;
  /** The same for a page already known to be mission `missionId`'s. */
  countMissionView(missionId: string, pageUrl: string, referrer: string | undefined, viewer: Viewer): Promise<boolean>;
  recorder: ViewRecorder;
};

type Log = { warn(obj: object, msg: string): void };

export function createMissionViewCounter(db: Db, publicUrl: string, log: Log): MissionViewCounter {
  const hasher = createVisitorHasher(db);
  const recorder = createViewRecorder(db, log);
  const ownHost = new URL(publicUrl).host;
  const missionIds = new Map<string, { id: string | null; until: number }>();

  /** The public mission a page slug names (a draft is nobody's page), remembered for a minute. */
  const missionIdOf = async (slug: string): Promise<string | null> => {
    const key = slug.toLowerCase();
    const known = missionIds.get(key);
    if (known && known.until > Date.now()) return known.id;
    const [row] = await db
      .select({ id: mission.id })
      .from(mission)
      .where(and(isUuid(key) ? eq(mission.id, key) : eq(mission.slug, key), ne(mission.status, "draft")))
      .limit(1);
    if (missionIds.size >= MISSION_CACHE_MAX) missionIds.clear();
    missionIds.set(key, { id: row?.id ?? null, until: Date.now() + MISSION_CACHE_MS });
    return row?.id ?? null;
  };

  const countMissionView: MissionViewCounter["countMissionView"] = async (missionId, pageUrl, referrer, viewer) => {
    const userAgent = viewer.userAgent ?? "";
    if (userAgent === "" || isbot(userAgent)) return false;
    const viewedAt = new Date();
    const key = viewer.userId ? { userId: viewer.userId } : { ip: viewer.ip, userAgent };
    const visitorHash = await hasher.hash(missionId, key, viewedAt);
    recorder.record({
      missionId,
      viewedAt,
      visitorHash,
      isSignedIn: viewer.userId !== null,
      ...viewSource(pageUrl, referrer, ownHost),
    });
    return true;
  };

  return {
    recorder,
    countMissionView,
    async countPageView(pageUrl, referrer, viewer) {
      const pathname = pageUrl.split("?", 1)[0] ?? "";
      const match = matchClientRoute(pathname);
      if (match?.info.kind !== "mission" || !match.params.slug) return false;
      const missionId = await missionIdOf(match.params.slug);
      return missionId ? countMissionView(missionId, pageUrl, referrer, viewer) : false;
    },
  };
}
