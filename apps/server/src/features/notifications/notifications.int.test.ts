import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeNotification, NOTIFICATION_MESSAGES } from "@questhq/core";
import { notification } from "../../db/schema/index";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { createLiveMission, enterAs, userIdOf } from "../../test/participation-kit";
import { notify } from "./notify";

// The notification centre as people meet it (docs/product/notifications.md): a draw tells every entrant how it went
// in the draw's own transaction, the bell's count answers 304 while nothing changed, and marking read moves it.

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0" });

const email = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const count = (c: Client, etag?: string) =>
  c.get("/api/v1/notifications/unread-count", etag ? { "if-none-match": etag } : undefined);

describe("notifications", () => {
  it("tells each entrant how the draw went, once, with the next step; the bell counts and is marked read", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1, reward: { number_of_winners: 1 } });
    const ids = objectives.map((o) => o.id);
    const entrants = [await enterAs(t, email("a"), mission.id, ids), await enterAs(t, email("b"), mission.id, ids)];
    const shown = (await cast.visitor.get(`/api/v1/missions/${mission.id}`)).json().data;
    const slug = shown.slug as string;

    // Closing the mission tells the organization's admins it is ready to draw (the member is not an admin).
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
    const ready = (await cast.admin.get("/api/v1/notifications")).json().data[0];
    expect(ready).toMatchObject({ kind: "mission_ready_to_draw", link: "/organizations", read_at: null });
    expect((await cast.member.get("/api/v1/notifications")).json().data).toEqual([]);

    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(200);
    const lists = await Promise.all(entrants.map(async (u) => (await u.get("/api/v1/notifications")).json().data));
    expect(lists.map((l) => l.length)).toEqual([1, 1]);
    const kinds = lists.map((l) => l[0].kind).sort();
    expect(kinds).toEqual(["draw_not_selected", "draw_won"]);
    const winnerIndex = lists.findIndex((l) => l[0].kind === "draw_won");
    const winner = entrants[winnerIndex]!;
    const loser = entrants[1 - winnerIndex]!;
    expect(lists[winnerIndex]![0]).toMatchObject({
      title: `You won Genesis pass in "${shown.title}"`,
      link: `/missions/${slug}`,
    });
    expect(lists[1 - winnerIndex]![0]).toMatchObject({ link: `/missions/${slug}/draw` });

    // The event reported again (a retried transaction) writes nothing more.
    const winnerUserId = await userIdOf(winner);
    await t.database.db.transaction((tx) =>
      notify(tx, [winnerUserId], "draw_not_selected", `draw:${mission.id}`, { mission_title: "x", mission_slug: "x" }),
    );
    expect(await t.database.db.select().from(notification).where(eq(notification.userId, winnerUserId))).toHaveLength(
      1,
    );

    // The bell: 1 unread, then 304 for the same ETag, then 0 after reading it (and a new ETag).
    const first = await count(winner);
    expect(first.json().data.unread).toBe(1);
    const etag = first.headers.etag as string;
    expect((await count(winner, etag)).statusCode).toBe(304);
    const id = lists[winnerIndex]![0].id as string;
    const read = await winner.post(`/api/v1/notifications/${id}/read`, {});
    expect(read.json().data.read_at).not.toBeNull();
    const after = await count(winner, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.unread).toBe(0);
    // Someone else's notification is not found; a signed-out visitor is asked to sign in.
    const other = await loser.post(`/api/v1/notifications/${id}/read`, {});
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect((await cast.visitor.get("/api/v1/notifications")).statusCode).toBe(401);
    expect((await loser.post("/api/v1/notifications/read-all", {})).json().data).toEqual({ marked: 1 });
    expect((await count(loser)).json().data.unread).toBe(0);
  });

  it("writes nothing when the event's transaction is undone", async () => {
    const u = await signInWithEmail(t, email("undone"));
    const userId = await userIdOf(u);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, [userId], "draw_not_selected", "draw:undone", { mission_title: "M", mission_slug: "m" });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect((await u.get("/api/v1/notifications")).json().data).toEqual([]);
  });

  it("pages the list newest first, without gaps or repeats, and filters the unread", async () => {
    const u = await signInWithEmail(t, email("pages"));
    const userId = await userIdOf(u);
    for (let i = 0; i < 7; i++)
      await t.database.db.transaction((tx) =>
        notify(tx, [userId], "draw_not_selected", `draw:page-${i}`, { mission_title: `M${i}`, mission_slug: `m${i}` }),
      );
    const seen: string[] = [];
    let url: string | null = "/api/v1/notifications?limit=3";
    while (url) {
      const res = await u.get(url.replace(t.env.PUBLIC_URL, ""));
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.map((n: { title: string }) => n.title));
      url = res.json().next;
    }
    expect(seen).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map(
        (i) => describeNotification("draw_not_selected", { mission_title: `M${i}`, mission_slug: `m${i}` }).title,
      ),
    );
    const firstId = (await u.get("/api/v1/notifications?limit=1")).json().data[0].id as string;
    await u.post(`/api/v1/notifications/${firstId}/read`, {});
    expect((await u.get("/api/v1/notifications?unread=true")).json().data).toHaveLength(6);
  });
});
