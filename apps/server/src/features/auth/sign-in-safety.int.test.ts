import { describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { session } from "../../db/schema/index";
import { latestMailTo, signInWithEmail, withTestApp, type TestApp } from "../../test/harness";

// Email codes are limited per address across every client IP, better-auth's errors arrive in the house error
// model in plain words, and nothing said to a signed-in browser may be cached.

let t: TestApp;
withTestApp((app) => (t = app), {
  EMAIL_CODE_MAX_PER_ADDRESS: "3",
  EMAIL_CODE_MAX_ATTEMPTS_PER_ADDRESS: "4",
  EMAIL_CODE_WINDOW_MINUTES: "15",
});

const post = (url: string, body: unknown, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
const sendCode = (email: string, ip: string) =>
  post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, ip);

describe("email sign-in codes per address", () => {
  it("sends at most EMAIL_CODE_MAX_PER_ADDRESS codes to one address, whatever the client IP", async () => {
    const codes = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"])
      codes.push((await sendCode("victim@example.com", ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // The same address in other letters is the same inbox.
    const upper = await sendCode(" Victim@Example.COM", "203.0.113.5");
    expect(upper.statusCode).toBe(429);
    expect(upper.headers["retry-after"]).toMatch(/^\d+$/);
    expect(upper.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many sign-in codes were sent to this address. Wait 15 minutes and ask for a new code.",
      },
    });
    // Other addresses are not affected.
    expect((await sendCode("someone-else@example.com", "203.0.113.1")).statusCode).toBe(200);
  });

  it("limits code attempts per address across codes and IPs, with plain messages for wrong codes", async () => {
    const email = "guessed@example.com";
    expect((await sendCode(email, "198.51.100.1")).statusCode).toBe(200);
    const wrong = await post("/api/auth/sign-in/email-otp", { email, otp: "000000" }, "198.51.100.2");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: {
        code: "validation_failed",
        message: "That code is not right. Check the latest email or ask for a new code.",
      },
      // better-auth's own client still finds its code.
      code: "INVALID_OTP",
    });
    for (const ip of ["198.51.100.3", "198.51.100.4", "198.51.100.5"])
      await post("/api/auth/sign-in/email-otp", { email, otp: "000001" }, ip);
    // Four tries spent: even the right code waits now.
    const otp = (await latestMailTo(t.database, email))!.subject.match(/(\d{6})/)![1];
    const blocked = await post("/api/auth/sign-in/email-otp", { email, otp }, "198.51.100.6");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many codes were tried for this address\. Wait 15 minutes/);
  });

  it("answers better-auth's validation errors in the error model without its field prefixes", async () => {
    const res = await post(
      "/api/auth/email-otp/send-verification-otp",
      { email: "not-an-email", type: "sign-in" },
      "192.0.2.1",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: "validation_failed", message: "Please enter a valid email address." },
    });
  });
});

describe("the IP a session records", () => {
  it("is the client IP the server resolved, not the client's own X-Forwarded-For", async () => {
    const email = "recorded-ip@example.com";
    const headers = { "content-type": "application/json", "x-forwarded-for": "6.6.6.6" };
    const remoteAddress = "192.0.2.77";
    await t.app.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      remoteAddress,
      headers,
      payload: JSON.stringify({ email, type: "sign-in" }),
    });
    const otp = (await latestMailTo(t.database, email))!.subject.match(/(\d{6})/)![1];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      remoteAddress,
      headers,
      payload: JSON.stringify({ email, otp }),
    });
    expect(res.statusCode).toBe(200);
    const [latest] = await t.database.db.select().from(session).orderBy(desc(session.createdAt)).limit(1);
    expect(latest!.ipAddress).toBe(remoteAddress);
  });
});

describe("caching of signed-in answers", () => {
  it("marks every answer to a signed-in request no-store, and public API answers Vary: Cookie", async () => {
    const user = await signInWithEmail(t, "cached@example.com");
    for (const url of [
      "/api/v1/users/me",
      "/api/v1/missions",
      "/api/v1/config",
      "/api/auth/get-session",
      "/api/v1/missions/00000000-0000-4000-8000-000000000000",
    ]) {
      const res = await user.get(url);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const visitor = await t.app.inject({ url: "/api/v1/missions" });
    expect(visitor.headers["cache-control"]).toBeUndefined();
    expect(visitor.headers.vary).toMatch(/cookie/i);
    // better-auth's answers are never cached, signed in or not.
    expect((await t.app.inject({ url: "/api/auth/get-session" })).headers["cache-control"]).toBe("no-store");
    // Routes with their own policy keep it: the objective catalogue is immutable.
    expect((await user.get("/api/v1/objectives/templates")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});
