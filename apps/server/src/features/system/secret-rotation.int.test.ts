import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { socialAccount, user } from "../../db/schema/index";
import { tokenSealer } from "../../lib/token-crypto";
import { Client, createSiblingApp, signInWithEmail, withTestApp, type TestApp } from "../../test/harness";
import { rotateTokenKey } from "./rotate-token-key";

// Rotating the two secrets a self-hoster holds (docs/self-hosting.md#rotating-secrets): AUTH_SECRET without signing
// anyone out, and TOKEN_ENCRYPTION_KEY without losing a stored provider token.

const hex = () => randomBytes(32).toString("hex");
const me = (client: Client) => client.get("/api/v1/users/me");

describe("rotating AUTH_SECRET", () => {
  let t: TestApp;
  withTestApp((app) => (t = app), { AUTH_SECRET: hex() });

  it("keeps a session signed with the previous secret, re-signing its cookie, only while listed", async () => {
    const before = await signInWithEmail(t, "rotation@example.com");
    expect((await me(before)).statusCode).toBe(200);
    const oldCookies = new Map(before.cookies);

    // A new secret alone: the old cookie no longer proves anything.
    const withoutPrevious = await createSiblingApp(t, { AUTH_SECRET: hex() });
    try {
      const stranger = new Client(withoutPrevious.app);
      stranger.cookies = new Map(oldCookies);
      expect((await me(stranger)).statusCode).toBe(401);
    } finally {
      await withoutPrevious.close();
    }

    const rotated = await createSiblingApp(t, { AUTH_SECRET: hex(), AUTH_SECRET_PREVIOUS: t.env.AUTH_SECRET });
    try {
      const client = new Client(rotated.app);
      client.cookies = new Map(oldCookies);
      const answer = await me(client);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.email).toBe("rotation@example.com");
      const reissued = answer.cookies.find((c) => c.name.endsWith("session_token"));
      expect(reissued?.httpOnly).toBe(true);
      expect(reissued?.sameSite?.toLowerCase()).toBe("lax");
      expect(client.cookies).not.toEqual(oldCookies);

      // The re-signed cookie stands on the new secret alone, once the previous one is dropped.
      const afterwards = await createSiblingApp(t, { AUTH_SECRET: rotated.env.AUTH_SECRET });
      try {
        const later = new Client(afterwards.app);
        later.cookies = new Map(client.cookies);
        expect((await me(later)).statusCode).toBe(200);
        // A forged cookie is neither secret's: still refused.
        const forged = new Client(afterwards.app);
        forged.cookies = new Map([...client.cookies].map(([k, v]) => [k, `${v.split(".")[0]}.AAAA`]));
        expect((await me(forged)).statusCode).toBe(401);
      } finally {
        await afterwards.close();
      }
    } finally {
      await rotated.close();
    }
  });
});

describe("rotating TOKEN_ENCRYPTION_KEY", () => {
  let t: TestApp;
  // The server as it ran before it had TOKEN_ENCRYPTION_KEY: tokens sealed with the key derived from AUTH_SECRET.
  withTestApp((app) => (t = app), { AUTH_SECRET: hex() });

  async function linkAccounts(count: number, sealed: (i: number) => string | null) {
    const [owner] = await t.database.db
      .insert(user)
      .values({
        id: `u-${randomBytes(6).toString("hex")}`,
        name: "Owner",
        email: `${randomBytes(6).toString("hex")}@x.io`,
      })
      .returning({ id: user.id });
    const providers = ["twitter", "discord", "steam", "google", "telegram", "github"] as const;
    // One live link per user and provider: spread the accounts over users.
    for (let i = 0; i < count; i++) {
      const [u] =
        i < providers.length
          ? [owner!]
          : await t.database.db
              .insert(user)
              .values({
                id: `u-${i}-${randomBytes(4).toString("hex")}`,
                name: "U",
                email: `${i}-${randomBytes(4).toString("hex")}@x.io`,
              })
              .returning({ id: user.id });
      await t.database.db.insert(socialAccount).values({
        userId: u!.id,
        provider: providers[i % providers.length]!,
        providerUserId: `p-${i}-${randomBytes(4).toString("hex")}`,
        accessTokenEnc: sealed(i),
        refreshTokenEnc: i % 3 === 0 ? null : sealed(i + 1_000_000),
      });
    }
  }

  it("re-seals every stored token with the new key, leaves none behind, finds nothing the 2nd time", async () => {
    const old = tokenSealer(t.env);
    const plain = (i: number) => `token-${i}-${"x".repeat(i % 97)}`;
    // More rows than one batch (500), so the keyset paging is crossed.
    await linkAccounts(1203, (i) => old.seal(plain(i)));
    const newKey = hex();
    const during = tokenSealer({ ...t.env, TOKEN_ENCRYPTION_KEY: newKey });
    // While the servers run with the new key, the old tokens still open.
    const [sample] = await t.database.db.select().from(socialAccount).limit(1);
    expect(during.open(sample!.accessTokenEnc!)).toMatch(/^token-/);

    const first = await rotateTokenKey(t.database, during);
    const sealedCount = 1203 + Array.from({ length: 1203 }, (_, i) => i % 3 !== 0).filter(Boolean).length;
    expect(first).toEqual({ resealed: sealedCount, current: 0, unreadable: [] });
    expect(await rotateTokenKey(t.database, during)).toEqual({ resealed: 0, current: sealedCount, unreadable: [] });

    // With the old key gone altogether (another AUTH_SECRET too), every token opens and reads as before.
    const onlyNew = tokenSealer({ TOKEN_ENCRYPTION_KEY: newKey, AUTH_SECRET: hex() });
    const rows = await t.database.db.select().from(socialAccount);
    for (const row of rows) {
      const i = Number(/^p-(\d+)-/.exec(row.providerUserId)![1]);
      expect(onlyNew.open(row.accessTokenEnc!)).toBe(plain(i));
      if (row.refreshTokenEnc) expect(onlyNew.open(row.refreshTokenEnc)).toBe(plain(i + 1_000_000));
    }
  }, 120_000);

  it("reports a value no given key opens and leaves it as it was", async () => {
    const stranger = tokenSealer({ TOKEN_ENCRYPTION_KEY: hex(), AUTH_SECRET: hex() });
    const sealed = stranger.seal("someone else's");
    await linkAccounts(1, () => sealed);
    const [row] = await t.database.db.select().from(socialAccount).where(eq(socialAccount.accessTokenEnc, sealed));
    const report = await rotateTokenKey(t.database, tokenSealer({ ...t.env, TOKEN_ENCRYPTION_KEY: hex() }));
    expect(report.unreadable).toContainEqual({ table: "social_account", column: "access_token_enc" });
    const [after] = await t.database.db.select().from(socialAccount).where(eq(socialAccount.id, row!.id));
    expect(after!.accessTokenEnc).toBe(row!.accessTokenEnc);
  });

  it("opens with the current key first and any listed older key after, for any token", () => {
    const [a, b] = [hex(), hex()];
    const authSecret = hex();
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (token) => {
        const derived = tokenSealer({ AUTH_SECRET: authSecret });
        const previous = tokenSealer({ TOKEN_ENCRYPTION_KEY: a, AUTH_SECRET: authSecret });
        const current = tokenSealer({
          TOKEN_ENCRYPTION_KEY: b,
          TOKEN_ENCRYPTION_KEY_PREVIOUS: a,
          AUTH_SECRET: authSecret,
        });
        expect(current.open(previous.seal(token))).toBe(token);
        expect(current.open(derived.seal(token))).toBe(token);
        expect(current.isCurrent(previous.seal(token))).toBe(false);
        expect(current.isCurrent(current.seal(token))).toBe(true);
        expect(() => previous.open(current.seal(token))).toThrow();
      }),
      { numRuns: 50 },
    );
  });
});
