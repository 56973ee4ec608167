import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import type { TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { createLiveMission, enterAs } from "../../test/participation-kit";
import { devMail, winnerNotice } from "../../db/schema/index";
import { createMailer } from "../../lib/mailer";
import { deliverWinnerNotices, htmlToText } from "./notify-winners";

let t: TestApp;
let cast: Cast;

// The background worker is off: the test drives every delivery itself, so counts are exact.
withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0" });

async function drawnMission(tag: string, winners: number, entrants: number) {
  const title = `Winner mail ${tag}`;
  const nextSteps =
    '<p>Claim your <strong>pass</strong> in <a href="https://discord.gg/example">our Discord</a> ' +
    "within 7 days &amp; say hi.</p>";
  const { mission, objectives } = await createLiveMission(cast, {
    objectives: 1,
    reward: { title: "Genesis pass", number_of_winners: winners, winner_next_steps: nextSteps },
    mission: { title },
  });
  const emails = Array.from({ length: entrants }, (_, i) => `win-${tag}-${i}@example.com`);
  for (const email of emails)
    await enterAs(
      t,
      email,
      mission.id,
      objectives.map((o) => o.id),
    );
  expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
  const drawn = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
  expect(drawn.statusCode, drawn.body).toBe(200);
  return { mission: { ...mission, title }, emails };
}

/** The "you won" mails to these addresses (their sign-in codes went to the same mailbox). */
const mailsTo = (emails: string[]) =>
  t.database.db
    .select()
    .from(devMail)
    .where(and(inArray(devMail.to, emails), like(devMail.subject, "You won:%")));

describe("winners are told by email", () => {
  it("mails each winner once, with the mission, the next steps and a link, right after the draw", async () => {
    const { mission, emails } = await drawnMission(Date.now().toString(36), 2, 3);
    // Sent after the answer, without the worker: poll the development mailbox.
    await expect.poll(async () => (await mailsTo(emails)).length, { timeout: 10_000 }).toBe(2);
    const mails = await mailsTo(emails);
    const winners = (await cast.admin.get(`/api/v1/missions/${mission.id}/draw`)).json().data.winners as string[];
    expect(winners).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(`You won: ${mission.title}`);
      expect(mail.text).toContain(`You won in "${mission.title}" — Genesis pass.`);
      expect(mail.text).toContain(
        "Claim your pass in our Discord (https://discord.gg/example) within 7 days & say hi.",
      );
      expect(mail.text).toContain(`Mission page: http://localhost:3000/missions/${mission.slug}`);
      expect(mail.html).toContain("<strong>pass</strong>");
    }
    // Not-selected entrants get nothing; winners are exactly the mailed addresses' owners.
    expect(new Set(mails.map((m) => m.to)).size).toBe(2);

    // Re-running delivery, or trying to draw again, sends nothing more.
    expect(await deliverWinnerNotices({ db: t.database.db, mailer: t.app.mailer, publicUrl: t.env.PUBLIC_URL })).toBe(
      0,
    );
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(409);
    expect(await mailsTo(emails)).toHaveLength(2);
    const notices = await t.database.db.select().from(winnerNotice).where(eq(winnerNotice.missionId, mission.id));
    expect(notices.map((n) => [n.status, n.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
  });

  it("keeps a notice for later when SMTP refuses it, then sends it exactly once", async () => {
    // A port with nothing listening: the SMTP connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failing = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "QuestHQ <no-reply@example.com>",
      db: t.database.db,
      log: t.app.log,
    });

    const tag = `r${Date.now().toString(36)}`;
    // Let the draw's own immediate delivery finish first, then hand a notice back to the queue as if SMTP had failed.
    const { mission, emails } = await drawnMission(tag, 1, 1);
    await expect.poll(async () => (await mailsTo(emails)).length, { timeout: 10_000 }).toBe(1);
    await t.database.db
      .update(winnerNotice)
      .set({ status: "pending", attempts: 0, sentAt: null })
      .where(eq(winnerNotice.missionId, mission.id));
    await t.database.db
      .delete(devMail)
      .where(and(like(devMail.to, `win-${tag}-%`), like(devMail.subject, "You won:%")));

    const deps = { db: t.database.db, publicUrl: t.env.PUBLIC_URL };
    expect(await deliverWinnerNotices({ ...deps, mailer: failing })).toBe(0);
    const [afterFailure] = await t.database.db
      .select()
      .from(winnerNotice)
      .where(eq(winnerNotice.missionId, mission.id));
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure!.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing happens; once due, the working mailer sends it, and never again.
    expect(await deliverWinnerNotices({ ...deps, mailer: t.app.mailer })).toBe(0);
    const later = new Date(Date.now() + 3_600_000);
    expect(await deliverWinnerNotices({ ...deps, mailer: t.app.mailer }, later)).toBe(1);
    expect(await deliverWinnerNotices({ ...deps, mailer: t.app.mailer }, later)).toBe(0);
    expect(await mailsTo(emails)).toHaveLength(1);
  });

  it("turns the organizer's rich text into readable plain text", () => {
    expect(htmlToText("<p>One</p><ul><li>a</li><li>b &lt;c&gt;</li></ul><p>Two<br>lines</p>")).toBe(
      "One\n\n- a\n- b <c>\n\nTwo\nlines",
    );
  });
});
