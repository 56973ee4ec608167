import { describe, expect, it } from "vitest";
import type { Client, TestApp } from "../../test/harness";
import { createDraft, createPublished, withCastApp, type Cast } from "../../test/mission-kit";

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

type Page = { data: { id: string; status: string }[]; next: string | null; can_create: boolean };

/** Follows `next` links to the end and returns every id seen, page by page. */
async function readAll(c: Client, firstUrl: string): Promise<{ pages: string[][]; canCreate: boolean }> {
  const pages: string[][] = [];
  let url: string | null = firstUrl;
  let canCreate = false;
  while (url) {
    const res = await c.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const page: Page = res.json();
    pages.push(page.data.map((m) => m.id));
    canCreate = page.can_create;
    url = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
  }
  return { pages, canCreate };
}

describe("an organization's missions on its page", () => {
  it("pages published missions for everyone and adds drafts for members, newest first, never archived", async () => {
    const published = [];
    for (let i = 0; i < 3; i++) published.push((await createPublished(cast)).mission.id as string);
    const draft = (await createDraft(cast.admin, cast.orgId, { title: "Org page draft" })).id as string;
    const archived = (await createPublished(cast)).mission.id as string;
    expect((await cast.admin.post(`/api/v1/missions/${archived}/archive`, {})).statusCode).toBe(200);
    const mine: { id: string; slug: string }[] = (await cast.admin.get("/api/v1/organizations")).json().data;
    const slug = mine.find((o) => o.id === cast.orgId)!.slug;

    const visitor = await readAll(cast.visitor, `/api/v1/organizations/${slug}/mission-cards?limit=2`);
    expect(visitor.pages.map((p) => p.length)).toEqual([2, 1]);
    expect(visitor.pages.flat()).toEqual([...published].reverse());
    expect(visitor.canCreate).toBe(false);

    const outsider = await readAll(cast.user, `/api/v1/organizations/${cast.orgId}/mission-cards`);
    expect(outsider.pages.flat()).toEqual([...published].reverse());

    const member = await readAll(cast.member, `/api/v1/organizations/${cast.orgId}/mission-cards?limit=2`);
    expect(member.pages.flat()).toEqual([draft, ...[...published].reverse()]);
    expect(member.pages.flat()).not.toContain(archived);
    expect(member.canCreate).toBe(true);
  });

  it("answers 404 for an unknown organization and 400 for a broken page link", async () => {
    const missing = await cast.visitor.get("/api/v1/organizations/no-such-org-here/mission-cards");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
    const bad = await cast.visitor.get(`/api/v1/organizations/${cast.orgId}/mission-cards?next=garbage`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.next).toEqual(["Invalid cursor."]);
  });
});
