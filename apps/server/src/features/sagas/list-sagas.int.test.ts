import { describe, expect, it } from "vitest";
import type { SagaIndexItem } from "@questhq/core";
import { saga } from "../../db/schema/index";
import { Client, withTestApp, type TestApp } from "../../test/harness";

// /sagas lists every Saga: the running one, then the next to start, then the ended ones newest first; each Saga page
// and the index itself are in the sitemap.

let t: TestApp;
withTestApp((app) => (t = app));

const DAY = 86_400_000;

describe("saga index", () => {
  it("answers running, upcoming, then past Sagas with their status, all in the sitemap", async () => {
    const visitor = new Client(t.app);
    const empty = await visitor.get("/api/v1/seasons");
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual([]);

    const now = Date.now();
    const sagaRow = (slug: string, number: number, startDays: number, weeks: number) => ({
      name: slug,
      slug,
      number,
      startsAt: new Date(now + startDays * DAY),
      endsAt: new Date(now + startDays * DAY + weeks * 7 * DAY),
      hqPool: "1000",
    });
    await t.database.db
      .insert(saga)
      .values([
        sagaRow("older", 1, -200, 12),
        sagaRow("ended", 2, -100, 12),
        sagaRow("running", 3, -10, 12),
        sagaRow("later", 5, 200, 12),
        sagaRow("next", 4, 80, 12),
      ]);
    const res = await visitor.get("/api/v1/seasons");
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as SagaIndexItem[];
    expect(items.map((i) => [i.season.slug, i.phase, i.settlement.status])).toEqual([
      ["running", "current", "open"],
      ["next", "upcoming", "open"],
      ["later", "upcoming", "open"],
      ["ended", "past", "ended"],
      ["older", "past", "ended"],
    ]);

    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    for (const slug of ["running", "next", "later", "ended", "older"])
      expect(sitemap.body).toContain(`/sagas/${slug}</loc>`);
    expect(sitemap.body).toContain("/sagas</loc>");
  });
});
