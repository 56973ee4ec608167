import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  Client,
  latestMailTo,
  signInWithEmail,
  signInWithWallet,
  siweMessage,
  withTestApp,
  type TestApp,
} from "../../test/harness";
import { session } from "../../db/schema/index";

let t: TestApp;
withTestApp((app) => (t = app));

describe("Sign-In With Ethereum through /api/auth", () => {
  it("a plain viem client with a fresh key signs in and reads its credits with the session cookie", async () => {
    const { client } = await signInWithWallet(t);
    const cookie = [...client.cookies.keys()].find((k) => k.includes("session_token"));
    expect(cookie).toBeDefined();
    const credits = await client.get("/api/v1/users/credits");
    expect(credits.statusCode).toBe(200);
    expect(credits.json()).toEqual({ data: { credits: 0, stake: { locked: 0, available: 0, stakingFreeEntries: 0 } } });
  });

  it("sets the session cookie HttpOnly and SameSite", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const c = new Client(t.app, null);
    const { nonce } = (await c.post("/api/auth/siwe/nonce", {})).json();
    const message = siweMessage(account, nonce);
    const res = await c.post("/api/auth/siwe/verify", { message, signature: await account.signMessage({ message }) });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a replayed signed message", async () => {
    const { message, signature } = await signInWithWallet(t);
    const replay = await new Client(t.app, null).post("/api/auth/siwe/verify", { message, signature });
    expect(replay.statusCode).toBe(401);
    expect(replay.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ url: "/api/v1/users/credits" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it.each([
    ["another domain", { domain: "evil.example" }],
    ["another URI", { uri: "https://evil.example" }],
    ["an expired message", { expirationTime: new Date(Date.now() - 1000) }],
  ])("refuses %s", async (_label, opts) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const c = new Client(t.app, null);
    const { nonce } = (await c.post("/api/auth/siwe/nonce", {})).json();
    const message = siweMessage(account, nonce, opts);
    const res = await c.post("/api/auth/siwe/verify", { message, signature: await account.signMessage({ message }) });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a signature by another key", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const c = new Client(t.app, null);
    const { nonce } = (await c.post("/api/auth/siwe/nonce", {})).json();
    const message = siweMessage(account, nonce);
    const res = await c.post("/api/auth/siwe/verify", { message, signature: await other.signMessage({ message }) });
    expect(res.statusCode).toBe(401);
  });

  it("signs the same wallet into the same account every time", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const a = await signInWithWallet(t, account);
    const b = await signInWithWallet(t, account);
    const meA = (await a.client.get("/api/v1/users/me")).json().data;
    const meB = (await b.client.get("/api/v1/users/me")).json().data;
    expect(meA.id).toBe(meB.id);
    expect(meA.wallets).toEqual([expect.objectContaining({ address: account.address, isPrimary: true })]);
    expect(meA.displayName).toBe(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`);
  });
});

describe("email one-time codes", () => {
  it("signs in with the mailed code and not with a wrong one", async () => {
    const email = "otp-user@example.com";
    const c = new Client(t.app);
    expect((await c.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" })).statusCode).toBe(
      200,
    );
    const mail = await latestMailTo(t.database, email);
    const otp = mail!.subject.match(/(\d{6})/)![1]!;
    const wrong = await c.post("/api/auth/sign-in/email-otp", { email, otp: otp === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const ok = await c.post("/api/auth/sign-in/email-otp", { email, otp });
    expect(ok.statusCode).toBe(200);
    const me = (await c.get("/api/v1/users/me")).json().data;
    expect(me.email).toBe(email);
    expect(me.displayName).toBe(email);
  });

  it("shows the mail on the development mailbox page", async () => {
    await new Client(t.app).post("/api/auth/email-otp/send-verification-otp", {
      email: "box@example.com",
      type: "sign-in",
    });
    const page = await t.app.inject({ url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("box@example.com");
    expect(page.body).toMatch(/sign-in code: \d{6}/);
  });

  it("logs out: the cookie stops working", async () => {
    const c = await signInWithEmail(t, "logout@example.com");
    const token = [...c.cookies].find(([k]) => k.includes("session_token"))!;
    expect((await c.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    const res = await t.app.inject({ url: "/api/v1/users/me", headers: { cookie: `${token[0]}=${token[1]}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe("session lifetimes", () => {
  it("ends a session past the absolute lifetime even while it is being used", async () => {
    const c = await signInWithEmail(t, "old-session@example.com");
    expect((await c.get("/api/v1/users/me")).statusCode).toBe(200);
    const me = (await c.get("/api/v1/users/me")).json().data;
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '${sql.raw(String(t.env.SESSION_MAX_AGE_DAYS + 1))} days'` })
      .where(eq(session.userId, me.id));
    expect((await c.get("/api/v1/users/me")).statusCode).toBe(401);
    const left = await t.database.db.select().from(session).where(eq(session.userId, me.id));
    expect(left).toHaveLength(0);
  });

  it("ends a session after the idle lifetime", async () => {
    const c = await signInWithEmail(t, "idle-session@example.com");
    const me = (await c.get("/api/v1/users/me")).json().data;
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, me.id));
    expect((await c.get("/api/v1/users/me")).statusCode).toBe(401);
  });

  it("extends a session in use once its day is up, as better-auth does", async () => {
    const c = await signInWithEmail(t, "extend-session@example.com");
    const me = (await c.get("/api/v1/users/me")).json().data;
    const idleMs = t.env.SESSION_IDLE_DAYS * 86_400_000;
    // Signed in a little over a day ago: the expiry is due to move.
    const stale = new Date(Date.now() + idleMs - 86_400_000 - 60_000);
    await t.database.db.update(session).set({ expiresAt: stale }).where(eq(session.userId, me.id));
    expect((await c.get("/api/v1/users/me")).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, me.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + idleMs - 60_000);
    // Within the day it is read, never written.
    const fresh = new Date(Date.now() + idleMs - 3_600_000);
    await t.database.db.update(session).set({ expiresAt: fresh }).where(eq(session.userId, me.id));
    expect((await c.get("/api/v1/users/me")).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(session).where(eq(session.userId, me.id));
    expect(again!.expiresAt.getTime()).toBe(fresh.getTime());
  });

  it("has no revocation delay: a session deleted on the server fails on the next request", async () => {
    const c = await signInWithEmail(t, "revoked-session@example.com");
    const me = (await c.get("/api/v1/users/me")).json().data;
    expect((await c.get("/api/v1/users/credits")).statusCode).toBe(200);
    await t.database.db.delete(session).where(eq(session.userId, me.id));
    expect((await c.get("/api/v1/users/credits")).statusCode).toBe(401);
  });

  it("refuses a session cookie whose signature does not match its token", async () => {
    const c = await signInWithEmail(t, "forged-session@example.com");
    const [name, value] = [...c.cookies].find(([k]) => k.includes("session_token"))!;
    const me = (await c.get("/api/v1/users/me")).json().data;
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, me.id));
    const signature = decodeURIComponent(value).split(".").pop()!;
    const forged = [
      `${row!.token}.${signature.replace(/^./, (ch) => (ch === "A" ? "B" : "A"))}`,
      `${row!.token}.`,
      row!.token,
    ];
    for (const cookie of forged) {
      const res = await t.app.inject({
        url: "/api/v1/users/me",
        headers: { cookie: `${name}=${encodeURIComponent(cookie)}` },
      });
      expect(res.statusCode, cookie).toBe(401);
    }
    expect((await t.app.inject({ url: "/api/v1/users/me", headers: { cookie: `${name}=${value}` } })).statusCode).toBe(
      200,
    );
  });
});
