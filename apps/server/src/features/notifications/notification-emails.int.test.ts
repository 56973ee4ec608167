import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import { Client, signInWithEmail, type TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, enterAs, userIdOf, WALLET } from "../../test/participation-kit";
import { devMail, notification, notificationEmail } from "../../db/schema/index";
import { createMailer } from "../../lib/mailer";
import { htmlToText } from "./email-messages";
import { deliverNotificationEmails, type EmailDeps } from "./deliver-emails";
import { sendDueDigests } from "./send-digests";
import { notify } from "./notify";
import { unsubscribeToken } from "./unsubscribe-token";

let t: TestApp;
let cast: Cast;

// The background worker is off: the test drives every delivery itself, so counts are exact.
withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0" });

const deps = (mailer = t.app.mailer): EmailDeps => ({
  db: t.database.db,
  mailer,
  publicUrl: t.env.PUBLIC_URL,
  secret: t.env.AUTH_SECRET,
});

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
  const clients: Client[] = [];
  for (const email of emails)
    clients.push(
      await enterAs(
        t,
        email,
        mission.id,
        objectives.map((o) => o.id),
      ),
    );
  expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
  const drawn = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
  expect(drawn.statusCode, drawn.body).toBe(200);
  return { mission: { ...mission, title }, emails, clients };
}

/** The "you won" mails to these addresses (their sign-in codes went to the same mailbox). */
const mailsTo = (emails: string[]) =>
  t.database.db
    .select()
    .from(devMail)
    .where(and(inArray(devMail.to, emails), like(devMail.subject, "You won:%")));

const emailRowsOf = (userIds: string[]) =>
  t.database.db
    .select({ status: notificationEmail.status, attempts: notificationEmail.attempts, kind: notification.kind })
    .from(notificationEmail)
    .innerJoin(notification, eq(notification.id, notificationEmail.notificationId))
    .where(inArray(notificationEmail.userId, userIds));

/** The path and query of a mail's List-Unsubscribe link. */
const unsubscribePath = (headers: Record<string, string> | null) => {
  const url = new URL(/^<(.+)>$/.exec(headers?.["List-Unsubscribe"] ?? "")![1]!);
  return `${url.pathname}${url.search}`;
};

describe("winners are told by email", () => {
  it("mails each winner once, with the mission, the next steps, a link and one-click unsubscribe headers", async () => {
    const { mission, emails, clients } = await drawnMission(Date.now().toString(36), 2, 3);
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
      expect(mail.html).not.toMatch(/<img/i);
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w.-]+>$/);
      expect(mail.text).toContain(`Stop these emails: ${/^<(.+)>$/.exec(mail.headers!["List-Unsubscribe"]!)![1]}`);
    }
    // The development mailbox page shows the headers, so they can be checked without an SMTP server.
    const page = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.body).toContain("<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>");
    // Not-selected entrants get no email (their notification is in the centre only).
    expect(new Set(mails.map((m) => m.to)).size).toBe(2);
    const ids = await Promise.all(clients.map(userIdOf));
    expect((await emailRowsOf(ids)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["draw_won", "sent", 1],
      ["draw_won", "sent", 1],
    ]);

    // Re-running delivery, or trying to draw again, sends nothing more.
    expect(await deliverNotificationEmails(deps())).toBe(0);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(409);
    expect(await mailsTo(emails)).toHaveLength(2);
  });

  it("keeps an email for later when SMTP refuses it, then sends it exactly once", async () => {
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
    // Let the draw's own immediate delivery finish first, then hand the email back to the queue as if SMTP had failed.
    const { emails, clients } = await drawnMission(tag, 1, 1);
    await expect.poll(async () => (await mailsTo(emails)).length, { timeout: 10_000 }).toBe(1);
    const ids = [await userIdOf(clients[0]!)];
    await t.database.db
      .update(notificationEmail)
      .set({ status: "pending", attempts: 0, sentAt: null })
      .where(inArray(notificationEmail.userId, ids));
    await t.database.db
      .delete(devMail)
      .where(and(like(devMail.to, `win-${tag}-%`), like(devMail.subject, "You won:%")));

    expect(await deliverNotificationEmails(deps(failing))).toBe(0);
    const [afterFailure] = await t.database.db
      .select()
      .from(notificationEmail)
      .where(inArray(notificationEmail.userId, ids));
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure!.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing happens; once due, the working mailer sends it, and never again.
    expect(await deliverNotificationEmails(deps())).toBe(0);
    const later = new Date(Date.now() + 3_600_000);
    expect(await deliverNotificationEmails(deps(), later)).toBe(1);
    expect(await deliverNotificationEmails(deps(), later)).toBe(0);
    expect(await mailsTo(emails)).toHaveLength(1);
  });

  it("turns the organizer's rich text into readable plain text", () => {
    expect(htmlToText("<p>One</p><ul><li>a</li><li>b &lt;c&gt;</li></ul><p>Two<br>lines</p>")).toBe(
      "One\n\n- a\n- b <c>\n\nTwo\nlines",
    );
  });
});

describe("one-click unsubscribe", () => {
  it("turns the category off by a POST without a session; the next winner email is not sent", async () => {
    const tag = `u${Date.now().toString(36)}`;
    const email = `win-${tag}-0@example.com`;
    const first = await drawnMission(tag, 1, 1);
    await expect.poll(async () => (await mailsTo([email])).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo([email]);
    const path = unsubscribePath(mail!.headers);
    const token = new URL(path, "http://x").searchParams.get("token")!;

    // Reading what the link stops changes nothing (link scanners open links).
    const visitor = new Client(t.app, null);
    const looked = await visitor.get(`/api/v1/notifications/unsubscribe?token=${token}`);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().data).toEqual({
      category: "winner",
      label: "You won",
      enabled: true,
      email_hint: "w***@example.com",
    });

    // RFC 8058: the mailbox provider POSTs the form field to the header's link, with no cookie and no Origin.
    const oneClick = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().data).toMatchObject({ category: "winner", enabled: false });
    const prefs = (await first.clients[0]!.get("/api/v1/notifications/email-preferences")).json().data;
    expect(prefs.categories.find((c: { category: string }) => c.category === "winner").enabled).toBe(false);
    expect(prefs.categories.find((c: { category: string }) => c.category === "saga_settled").enabled).toBe(true);

    // The same person wins another draw: the notification is written, the email is not sent.
    const { mission, objectives } = await createLiveMission(cast, {
      objectives: 1,
      reward: { title: "Second pass", number_of_winners: 1 },
      mission: { title: `Second ${tag}` },
    });
    await completeAll(first.clients[0]!, mission.id, [objectives[0]!.id]);
    const entered = await first.clients[0]!.post(`/api/v1/missions/${mission.id}/complete`, {
      wallet_address: WALLET,
      quantity: 1,
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(200);
    const id = await userIdOf(first.clients[0]!);
    await expect
      .poll(async () => (await emailRowsOf([id])).map((r) => r.status).sort(), { timeout: 10_000 })
      .toEqual(["sent", "skipped"]);
    expect(await mailsTo([email])).toHaveLength(1);
  });

  it("takes the one-click POST as multipart/form-data too (RFC 8058 allows either form encoding)", async () => {
    const reader = await signInWithEmail(t, `multipart-${Date.now().toString(36)}@example.com`);
    const id = await userIdOf(reader);
    const token = unsubscribeToken(t.env.AUTH_SECRET, id, "saga_settled");
    const boundary = "----questhqOneClick";
    const res = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
        `One-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const prefs = (await reader.get("/api/v1/notifications/email-preferences")).json().data;
    expect(prefs.categories.find((c: { category: string }) => c.category === "saga_settled").enabled).toBe(false);
  });

  it("refuses a token that was not signed here, in words, and changes nothing", async () => {
    const id = await userIdOf(cast.user);
    const forged = `${Buffer.from(`${id}:winner`).toString("base64url")}.${"A".repeat(27)}`;
    for (const token of [forged, "nonsense", `${Buffer.from(`${id}:nope`).toString("base64url")}.x`]) {
      const res = await t.app.inject({ method: "POST", url: `/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.message).toBe(
        "This unsubscribe link is not valid. Manage your emails in Settings instead.",
      );
    }
    const prefs = (await cast.user.get("/api/v1/notifications/email-preferences")).json().data;
    expect(
      prefs.categories.every((c: { category: string; enabled: boolean }) => c.enabled === (c.category !== "digest")),
    ).toBe(true);
  });
});

describe("email preferences", () => {
  it("lists every category with its default, changes the named ones and keeps the others", async () => {
    const me = new Client(t.app);
    const res0 = await me.get("/api/v1/notifications/email-preferences");
    expect(res0.statusCode).toBe(401);

    const before = (await cast.member.get("/api/v1/notifications/email-preferences")).json().data;
    expect(before.email).toMatch(/^member-.*@example\.com$/);
    expect(before.categories.map((c: { category: string; enabled: boolean }) => [c.category, c.enabled])).toEqual([
      ["winner", true],
      ["claim_open", true],
      ["saga_settled", true],
      ["payment_failed", true],
      ["digest", false],
    ]);
    const changed = await cast.member.patch("/api/v1/notifications/email-preferences", {
      categories: { digest: true, payment_failed: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed.json().data.categories.map((c: { category: string; enabled: boolean }) => [c.category, c.enabled]),
    ).toEqual([
      ["winner", true],
      ["claim_open", true],
      ["saga_settled", true],
      ["payment_failed", false],
      ["digest", true],
    ]);
    for (const body of [{ categories: {} }, { categories: { spam: true } }, { categories: { winner: "yes" } }, {}]) {
      const bad = await cast.member.patch("/api/v1/notifications/email-preferences", body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    await cast.member.patch("/api/v1/notifications/email-preferences", {
      categories: { digest: false, payment_failed: true },
    });
  });
});

describe("the digest", () => {
  it("gathers the unread notifications that are not emailed at once, at most every few hours", async () => {
    const tag = `d${Date.now().toString(36)}`;
    const reader = await signInWithEmail(t, `digest-${tag}@example.com`);
    const id = await userIdOf(reader);
    const digestsTo = () =>
      t.database.db
        .select()
        .from(devMail)
        .where(and(eq(devMail.to, `digest-${tag}@example.com`), like(devMail.subject, "QuestHQ:%")));
    const tell = (n: number) =>
      t.database.db.transaction((tx) =>
        notify(tx, [id], "draw_not_selected", `digest-test:${tag}:${n}`, {
          mission_title: `Mission ${n}`,
          mission_slug: `mission-${n}`,
        }),
      );
    // Before it is turned on, nothing is gathered.
    await tell(0);
    // A digest covers notifications up to a minute old (a slow transaction's may still be committing).
    const now = new Date(Date.now() + 61_000);
    expect(await sendDueDigests(deps(), now)).toBe(0);

    await reader.patch("/api/v1/notifications/email-preferences", { categories: { digest: true } });
    await tell(1);
    await tell(2);
    await tell(3);
    // One read in the app: not in the digest.
    const [read] = await t.database.db
      .select({ id: notification.id })
      .from(notification)
      .where(and(eq(notification.userId, id), eq(notification.eventKey, `digest-test:${tag}:3`)));
    await reader.post(`/api/v1/notifications/${read!.id}/read`, {});
    expect(await sendDueDigests(deps(), new Date())).toBe(0);
    const soon = new Date(Date.now() + 61_000);
    expect(await sendDueDigests(deps(), soon)).toBe(1);
    const [digest] = await digestsTo();
    expect(digest!.subject).toBe("QuestHQ: 2 new notifications");
    expect(digest!.text).toContain('- The draw of "Mission 2" is done');
    expect(digest!.text).toContain('- The draw of "Mission 1" is done');
    expect(digest!.text).not.toContain("Mission 0");
    expect(digest!.text).not.toContain("Mission 3");
    expect(digest!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A new one an hour later waits for the interval; then it alone is sent.
    await tell(4);
    expect(await sendDueDigests(deps(), new Date(soon.getTime() + 3_600_000))).toBe(0);
    expect(await sendDueDigests(deps(), new Date(soon.getTime() + 4 * 3_600_000 + 1_000))).toBe(1);
    const digests = await digestsTo();
    expect(digests).toHaveLength(2);
    const newest = digests.find((d) => d.id !== digest!.id)!;
    expect(newest.subject).toBe("QuestHQ: 1 new notification");
    expect(newest.text).toContain("Mission 4");
    expect(newest.text).not.toContain("Mission 1");
  });
});
