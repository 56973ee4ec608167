import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { missionViewEvent, missionViewHourly, missionViewSourceHourly } from "../../db/schema/index";
import { rowsOf } from "../../db/rows";
import type { TestApp } from "../../test/harness";
import { type Cast, createDraft, createPublished } from "../../test/mission-kit";
import { withWebApp } from "../../test/web-app-kit";
import { rollUpMissionViews } from "./roll-up-mission-views";

// Mission page views as a visitor makes them: the page the server sends and the web app's beacon, counted once per
// visitor a day, with where they came from; robots, drafts and other pages are not counted.

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let t: TestApp;
let cast: Cast;
withWebApp((s) => ({ t, cast } = s));

describe("mission page views", () => {
  let missionId = "";
  let slug = "";
  beforeAll(async () => {
    const { mission } = await createPublished(cast);
    missionId = mission.id;
    slug = (await cast.visitor.get(`/api/v1/missions/${mission.id}`)).json().data.slug;
  });

  const page = (url: string, ip: string, headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url, remoteAddress: ip, headers });
  const beacon = (body: unknown, ip: string, userAgent: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/page-views",
      remoteAddress: ip,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "user-agent": userAgent,
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify(body),
    });
  const cookieOf = (client: { cookies: Map<string, string> }) =>
    [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  const hourly = () => t.database.db.select().from(missionViewHourly).where(eq(missionViewHourly.missionId, missionId));
  const sources = () =>
    t.database.db
      .select()
      .from(missionViewSourceHourly)
      .where(eq(missionViewSourceHourly.missionId, missionId))
      .orderBy(missionViewSourceHourly.referrerHost);

  it("counts each visitor once a day, signed-in ones apart, with the referring site and the campaign", async () => {
    // A visitor follows a shared link from X, looks again later; a second one comes from the app's own pages.
    const shared = await page(`/missions/${slug}?utm_source=X&utm_campaign=Launch-Week&ref=abc`, "203.0.113.7", {
      "user-agent": CHROME,
      referer: "https://t.co/AbCd123",
    });
    expect(shared.statusCode).toBe(200);
    expect((await page(`/missions/${slug}`, "203.0.113.7", { "user-agent": CHROME })).statusCode).toBe(200);
    const clicked = await beacon({ path: `/missions/${slug}` }, "198.51.100.20", FIREFOX);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ data: { counted: true } });
    // A signed-in person is one visitor by account, from any address.
    const cookie = cookieOf(cast.user);
    expect((await beacon({ path: `/missions/${slug}` }, "192.0.2.1", CHROME, cookie)).json().data.counted).toBe(true);
    expect((await beacon({ path: `/missions/${slug}` }, "192.0.2.2", FIREFOX, cookie)).json().data.counted).toBe(true);

    await t.app.missionViews.recorder.flush();
    expect(await t.database.db.select().from(missionViewEvent)).toHaveLength(5);
    const result = await rollUpMissionViews(t.database.db);
    expect(result.views).toBe(5);
    expect(await t.database.db.select().from(missionViewEvent)).toEqual([]);

    const [hour] = await hourly();
    expect(hour).toMatchObject({ views: 5, visitors: 3, signedInVisitors: 1 });
    expect(
      (await sources()).map(({ referrerHost, utmSource, utmCampaign, views, visitors }) => ({
        referrerHost,
        utmSource,
        utmCampaign,
        views,
        visitors,
      })),
    ).toEqual([
      { referrerHost: "", utmSource: "", utmCampaign: "", views: 4, visitors: 2 },
      { referrerHost: "t.co", utmSource: "x", utmCampaign: "launch-week", views: 1, visitors: 1 },
    ]);

    // The same visitors again the same day: views, no new visitors.
    await page(`/missions/${slug}`, "203.0.113.7", { "user-agent": CHROME });
    await beacon({ path: `/missions/${slug}` }, "192.0.2.3", CHROME, cookie);
    await t.app.missionViews.recorder.flush();
    await rollUpMissionViews(t.database.db);
    expect((await hourly())[0]).toMatchObject({ views: 7, visitors: 3, signedInVisitors: 1 });
  });

  it("does not count robots, drafts, other pages or the pages of this site as referrers", async () => {
    const before = (await hourly())[0];
    const twitterbot = await page(`/missions/${slug}`, "203.0.113.50", { "user-agent": "Twitterbot/1.0" });
    expect(twitterbot.statusCode).toBe(200);
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await beacon({ path: `/missions/${slug}` }, "203.0.113.51", googlebot)).json().data.counted).toBe(false);
    expect((await beacon({ path: `/missions/${slug}` }, "203.0.113.52", "")).json().data.counted).toBe(false);
    const draft = await createDraft(cast.admin, cast.orgId);
    expect((await beacon({ path: `/missions/${draft.id}` }, "203.0.113.53", CHROME)).json().data.counted).toBe(false);
    expect((await beacon({ path: "/explore" }, "203.0.113.54", CHROME)).json().data.counted).toBe(false);
    expect((await beacon({ path: "/missions/no-such-mission" }, "203.0.113.55", CHROME)).json().data.counted).toBe(
      false,
    );
    // A view from one of this site's own pages has no referring site.
    const internal = await beacon(
      { path: `/missions/${slug}`, referrer: "http://localhost:3000/explore" },
      "203.0.113.56",
      CHROME,
    );
    expect(internal.json().data.counted).toBe(true);
    await t.app.missionViews.recorder.flush();
    await rollUpMissionViews(t.database.db);
    expect((await hourly())[0]).toMatchObject({ views: before!.views + 1, visitors: before!.visitors + 1 });
    expect((await sources()).every((s) => s.referrerHost !== "localhost")).toBe(true);
  });

  it("refuses a beacon that is not a path on this site, in the error model", async () => {
    const cases: [unknown, string][] = [
      [{ path: "https://evil.example/missions/x" }, "Expected a path on this site, starting with a single /."],
      [{ path: "//evil.example/missions/x" }, "Expected a path on this site, starting with a single /."],
      [{ path: `/${"a".repeat(2048)}` }, "2048"],
      [{ path: "/missions/x", visitor: "id-123" }, "visitor"],
      [{}, "path"],
    ];
    for (const [body, says] of cases) {
      const res = await beacon(body, "203.0.113.60", CHROME);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
      expect(res.body).toContain(says);
    }
  });

  it("stores no address, user agent, cookie or account of a visitor in any table", async () => {
    const { db } = t.database;
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
    ).map((r) => r.name);
    const snapshot = async () => {
      const all = new Map<string, Set<string>>();
      for (const name of tables) {
        const rows = rowsOf<{ row: string }>(
          await db.execute(sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t`),
        );
        all.set(name, new Set(rows.map((r) => r.row)));
      }
      return all;
    };
    const ip = "203.0.113.199";
    const userAgent = `${CHROME} QuestHQ-privacy-probe`;
    const signedIn = cast.member;
    const me = (await signedIn.get("/api/v1/users/me")).json().data;
    const before = await snapshot();

    await page(`/missions/${slug}?utm_source=probe`, ip, {
      "user-agent": userAgent,
      referer: "https://news.example/private/thread-42?token=secret-thread",
    });
    await beacon({ path: `/missions/${slug}` }, ip, userAgent, cookieOf(signedIn));
    await t.app.missionViews.recorder.flush();
    const queued = await snapshot();
    await rollUpMissionViews(t.database.db);
    const counted = await snapshot();

    const written = [queued, counted].flatMap((after) =>
      tables.flatMap((name) =>
        [...after.get(name)!].filter((row) => !before.get(name)!.has(row)).map((row) => ({ name, row })),
      ),
    );
    // Only analytics' own tables, and every one of them holds nothing that names the visitor.
    const ANALYTICS_TABLES = [
      "analytics_salt",
      "mission_view_event",
      "mission_visitor_day",
      "mission_view_hourly",
      "mission_view_source_hourly",
    ];
    for (const { name } of written) expect(ANALYTICS_TABLES, `a page view wrote to ${name}`).toContain(name);
    expect(written.some((w) => w.name === "mission_view_event")).toBe(true);
    const secrets = [ip, userAgent, "QuestHQ-privacy-probe", me.id, me.email, "secret-thread", "thread-42"];
    for (const cookie of signedIn.cookies.values()) secrets.push(cookie, decodeURIComponent(cookie).split(".")[0]!);
    for (const { name, row } of written) {
      for (const secret of secrets) expect(row, `${name} holds ${secret}`).not.toContain(secret);
    }
  });
});
