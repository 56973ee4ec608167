import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { and, eq, gt, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MISSION_SORTS, type MissionCardView, type MissionSort } from "@questhq/core";
import { mission, type Mission } from "../../db/schema/index";
import { Client, type TestApp } from "../../test/harness";
import { createPublished, withCastApp, type Cast } from "../../test/mission-kit";

// /explore's four orders checked from outside: copies of one published mission with participant counts and
// weights of very different lengths and many ties, read page by page through the API. The pages must concatenate
// to the order computed here from the stored rows, with every live mission exactly once.

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

type Shape = { participants: number; weight: number; publishedDay: number; endsDay: number };

const shape: fc.Arbitrary<Shape> = fc.record({
  participants: fc.oneof(fc.constantFrom(0, 5, 500, 1_825), fc.integer({ min: 0, max: 2_000_000_000 })),
  weight: fc.oneof(fc.constantFrom(0, 9, 10, 100), fc.integer({ min: -1_000_000, max: 1_000_000 })),
  publishedDay: fc.integer({ min: 1, max: 4 }),
  endsDay: fc.integer({ min: 1, max: 4 }),
});

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const time = (d: Date | null) => d?.getTime() ?? -Infinity;

/** Each sort's order over stored rows, as the explore page promises it (docs/product/missions.md#explore). */
const ORDER: Record<MissionSort, (a: Mission, b: Mission) => number> = {
  featured: (a, b) =>
    cmp(b.sortWeight, a.sortWeight) || cmp(time(b.publishedAt), time(a.publishedAt)) || cmp(b.id, a.id),
  newest: (a, b) => cmp(time(b.publishedAt), time(a.publishedAt)) || cmp(b.id, a.id),
  ending_soon: (a, b) => cmp(time(a.endsAt), time(b.endsAt)) || cmp(a.id, b.id),
  most_participants: (a, b) => cmp(b.participantCount, a.participantCount) || cmp(b.id, a.id),
};

async function everyPage(sort: MissionSort, limit: number): Promise<string[]> {
  const visitor = new Client(t.app);
  const ids: string[] = [];
  let url: string | null = `/api/v1/missions?sort=${sort}&limit=${limit}`;
  while (url) {
    const res = await visitor.get(url.replace(t.env.PUBLIC_URL, ""));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: MissionCardView[]; next: string | null };
    ids.push(...page.data.map((m) => m.id));
    url = page.next;
  }
  return ids;
}

describe("explore order", () => {
  it("pages of every sort concatenate to the whole list in its order", async () => {
    const { mission: template } = await createPublished(cast);
    const db = t.database.db;
    const [row] = await db.select().from(mission).where(eq(mission.id, template.id));
    const day = 86_400_000;
    const base = Date.UTC(2030, 0, 1);
    const shapes = fc.array(shape, { minLength: 1, maxLength: 30 });
    const limits = fc.integer({ min: 1, max: 7 });
    await fc.assert(
      fc.asyncProperty(shapes, limits, async (shapes, limit) => {
        await db.delete(mission).where(and(eq(mission.organizationId, cast.orgId), ne(mission.id, template.id)));
        await db.insert(mission).values(
          shapes.map((s) => ({
            ...row!,
            id: randomUUID(),
            slug: `order-${randomUUID()}`,
            participantCount: s.participants,
            sortWeight: s.weight,
            publishedAt: new Date(base - s.publishedDay * day),
            endsAt: new Date(base + s.endsDay * day),
          })),
        );
        const live = await db
          .select()
          .from(mission)
          .where(and(eq(mission.status, "published"), gt(mission.endsAt, new Date())));
        for (const sort of MISSION_SORTS) {
          const want = [...live].sort(ORDER[sort]).map((m) => m.id);
          expect(await everyPage(sort, limit), sort).toEqual(want);
        }
      }),
      { numRuns: 8 },
    );
  });
});
