import { describe, expect, it } from "vitest";
import { API_KEY_MESSAGES, API_KEYS_PER_ORGANIZATION_MAX } from "@questhq/core";
import { eq } from "drizzle-orm";
import { apiKey } from "../../db/schema/index";
import { withTestApp, type TestApp } from "../../test/harness";
import { addMember, createCast, createDraft, type Cast } from "../../test/mission-kit";
import { createKey, KeyClient } from "../../test/api-key-kit";
import { hashApiKey } from "./api-key-secret";

// Managing keys (admins, signed in) and what a key can and cannot be: docs/product/developers.md#api-keys.

let t: TestApp;
let cast: Cast;
withTestApp(async (app) => {
  t = app;
  cast = await createCast(app);
});

const keysUrl = (orgId: string) => `/api/v1/organizations/${orgId}/api-keys`;

describe("creating, listing and revoking keys", () => {
  it("shows the key once, stores only its hash, and lists it without the secret", async () => {
    const created = await createKey(t.app, cast.admin, cast.orgId, { name: "CRM sync", scopes: ["missions:read"] });
    expect(created.key).toMatch(/^qhq_[0-9A-Za-z]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [row] = await t.database.db.select().from(apiKey).where(eq(apiKey.id, created.id));
    expect(row!.hash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await cast.admin.get(keysUrl(cast.orgId));
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.key);
    const mine = listed.json().data.find((k: { id: string }) => k.id === created.id);
    expect(mine).toMatchObject({ name: "CRM sync", scopes: ["missions:read"], last_used_at: null, revoked_at: null });
    expect(mine).not.toHaveProperty("key");
  });

  it("records when a key was last used", async () => {
    const { id, client } = await createKey(t.app, cast.admin, cast.orgId);
    expect((await client.get(`/api/v1/organizations/${cast.orgId}/missions`)).statusCode).toBe(200);
    const listed = (await cast.admin.get(keysUrl(cast.orgId))).json().data as { id: string; last_used_at: string }[];
    expect(Date.parse(listed.find((k) => k.id === id)!.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets only the organization's admins manage keys", async () => {
    const member = await addMember(t, cast.admin, cast.orgId, `keys-member-${Date.now()}@example.com`);
    const body = { name: "x", scopes: ["missions:read"] };
    for (const [who, expected] of [
      [member, 403],
      [cast.otherOrgAdmin, 403],
      [cast.user, 403],
      [cast.visitor, 401],
    ] as const) {
      expect((await who.post(keysUrl(cast.orgId), body)).statusCode).toBe(expected);
      expect((await who.get(keysUrl(cast.orgId))).statusCode).toBe(expected);
    }
  });

  it("refuses bad input with the product's messages", async () => {
    const bad = async (body: unknown) => (await cast.admin.post(keysUrl(cast.orgId), body)).json().error;
    expect((await bad({ name: "", scopes: ["missions:read"] })).fields.name).toEqual([API_KEY_MESSAGES.nameRequired]);
    expect((await bad({ name: "x", scopes: [] })).fields.scopes).toEqual([API_KEY_MESSAGES.scopesRequired]);
    expect((await bad({ name: "x", scopes: ["admin:all"] })).code).toBe("validation_failed");
    const past = await bad({ name: "x", scopes: ["missions:read"], expires_at: "2020-01-01T00:00:00Z" });
    expect(past.fields.expires_at).toEqual([API_KEY_MESSAGES.expiryInPast]);
  });

  it("revokes at once: the next call with the key answers 401", async () => {
    const { id, client } = await createKey(t.app, cast.admin, cast.orgId);
    expect((await client.get(`/api/v1/organizations/${cast.orgId}/missions`)).statusCode).toBe(200);
    const revoked = await cast.admin.delete(`${keysUrl(cast.orgId)}/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const refused = await client.get(`/api/v1/organizations/${cast.orgId}/missions`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(API_KEY_MESSAGES.revoked);
    // Another organization's admin cannot see or revoke it.
    expect((await cast.otherOrgAdmin.delete(`${keysUrl(cast.otherOrgId)}/${id}`)).statusCode).toBe(404);
  });

  it("stops an expired key", async () => {
    const { client } = await createKey(t.app, cast.admin, cast.orgId, {
      expires_at: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await client.get(`/api/v1/organizations/${cast.orgId}/missions`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    const refused = await client.get(`/api/v1/organizations/${cast.orgId}/missions`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(API_KEY_MESSAGES.expired);
  });

  it("refuses an unknown or malformed key with 401", async () => {
    for (const key of [`qhq_${"A".repeat(43)}`, "qhq_short", "not-a-key"]) {
      const res = await new KeyClient(t.app, key).get(`/api/v1/organizations/${cast.orgId}/missions`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: "unauthorized", message: API_KEY_MESSAGES.invalid });
    }
  });

  it("caps the keys an organization holds", async () => {
    const c = await createCast(t);
    for (let i = 0; i < API_KEYS_PER_ORGANIZATION_MAX; i++) await createKey(t.app, c.admin, c.orgId);
    const over = await c.admin.post(keysUrl(c.orgId), { name: "one more", scopes: ["missions:read"] });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(API_KEY_MESSAGES.tooMany);
  });
});

describe("a key is never a person", () => {
  it("is refused with 403 on routes for signed-in people, even with a session cookie beside it", async () => {
    const { key } = await createKey(t.app, cast.admin, cast.orgId);
    for (const [method, url] of [
      ["GET", "/api/v1/users/me"],
      ["POST", `/api/v1/organizations/${cast.orgId}/api-keys`],
      ["GET", "/api/v1/organizations"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${key}`,
          cookie: [...cast.admin.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        ...(method === "POST" ? { payload: { name: "x", scopes: ["missions:read"] } } : {}),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(API_KEY_MESSAGES.notForKeys);
    }
  });
});

describe("public routes that take no key", () => {
  it("serve a caller with any Authorization header as a visitor", async () => {
    const { id, client } = await createKey(t.app, cast.admin, cast.orgId);
    await cast.admin.delete(`${keysUrl(cast.orgId)}/${id}`);
    for (const c of [client, new KeyClient(t.app, "not-a-key")]) {
      const res = await c.get("/api/v1/missions");
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json().data)).toBe(true);
    }
  });
});

describe("the audit log", () => {
  it("records key creation, revocation and every write made through a key, for admins only", async () => {
    const c = await createCast(t);
    const { id, client } = await createKey(t.app, c.admin, c.orgId, { name: "Deployer" });
    const draft = await createDraft(c.admin, c.orgId);
    expect((await client.put(`/api/v1/missions/${draft.id}`, { title: "Set by the deployer" })).statusCode).toBe(200);
    // A read and a refused write leave no entry.
    await client.get(`/api/v1/missions/${draft.id}`);
    await client.put(`/api/v1/missions/${draft.id}`, { title: "" });
    await c.admin.delete(`${keysUrl(c.orgId)}/${id}`);
    const log = await c.admin.get(`/api/v1/organizations/${c.orgId}/audit-log`);
    expect(log.statusCode).toBe(200);
    const entries = log.json().data as { action: string; actor: { kind: string; name: string }; target_id: string }[];
    expect(entries.map((e) => e.action)).toEqual(["api_key.revoked", "mission.updated", "api_key.created"]);
    expect(entries[1]).toMatchObject({ actor: { kind: "api_key" }, target_id: draft.id });
    expect(entries[1]!.actor.name).toMatch(/^Deployer \(qhq_/);
    expect(entries[0]!.actor.kind).toBe("user");
    expect((await c.member.get(`/api/v1/organizations/${c.orgId}/audit-log`)).statusCode).toBe(403);
  });

  it("pages newest first with a cursor that neither skips nor repeats", async () => {
    const c = await createCast(t);
    for (let i = 0; i < 7; i++) await createKey(t.app, c.admin, c.orgId, { name: `k${i}` });
    const seen: string[] = [];
    let url: string | null = `/api/v1/organizations/${c.orgId}/audit-log?limit=3`;
    while (url) {
      const res = await c.admin.get(url.replace(t.env.PUBLIC_URL, ""));
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((e: { details: { name: string } }) => e.details.name));
      url = res.json().next;
    }
    expect(seen).toEqual(["k6", "k5", "k4", "k3", "k2", "k1", "k0"]);
    const stale = await c.admin.get(`/api/v1/organizations/${c.orgId}/audit-log?next=bm9wZQ`);
    expect(stale.statusCode).toBe(400);
  });
});
