import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { WEBHOOK_ENDPOINTS_PER_ORGANIZATION_MAX, WEBHOOK_MESSAGES } from "@questhq/core";
import type { TestApp } from "../../test/harness";
import { createOrg, withCastApp, type Cast } from "../../test/mission-kit";
import { auditLog, webhookEndpoint } from "../../db/schema/index";
import { createKey } from "../../test/api-key-kit";

// The webhook endpoints' routes (docs/product/developers.md#webhooks): organization admins manage them, members and
// other organizations cannot see them, and the signing secret is shown only by create and rotate-secret.

let t: TestApp;
let cast: Cast;

withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0", FETCH_ALLOWED_HOSTS: "127.0.0.1:4999" });

const base = () => `/api/v1/organizations/${cast.orgId}/webhooks`;
const hookBody = { url: "https://hooks.example.com/questhq", events: ["objective.completed", "mission.entered"] };

async function createHook(body: Record<string, unknown> = hookBody) {
  const res = await cast.admin.post(base(), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; secret: string; url: string; events: string[]; enabled: boolean };
}

describe("webhook endpoints", () => {
  it("creates, reads, changes and deletes an endpoint; the secret only in the create answer", async () => {
    const created = await createHook({ ...hookBody, description: "CRM sync" });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({
      url: hookBody.url,
      events: ["mission.entered", "objective.completed"],
      description: "CRM sync",
      enabled: true,
      disabled_reason: null,
    });
    // Sealed at rest: the stored column is not the secret.
    const [stored] = await t.database.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, created.id));
    expect(stored!.secretEnc).not.toContain(created.secret.slice(6, 20));

    const list = await cast.admin.get(base());
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((h: { id: string }) => h.id)).toContain(created.id);
    expect(list.body).not.toContain("whsec_");
    const one = await cast.admin.get(`${base()}/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.secret).toBeUndefined();

    const patched = await cast.admin.patch(`${base()}/${created.id}`, {
      url: "https://hooks.example.com/v2",
      events: ["ping"],
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      url: "https://hooks.example.com/v2",
      events: ["ping"],
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.disabledByAdmin,
    });
    expect(patched.body).not.toContain("whsec_");
    const enabled = await cast.admin.patch(`${base()}/${created.id}`, { enabled: true });
    expect(enabled.json().data).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });

    const rotated = await cast.admin.post(`${base()}/${created.id}/rotate-secret`, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(created.secret);

    const gone = await cast.admin.delete(`${base()}/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ id: created.id });
    expect((await cast.admin.get(`${base()}/${created.id}`)).statusCode).toBe(404);

    // A person's changes are in the organization's audit log, in order.
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, cast.orgId), eq(auditLog.targetId, created.id)))
      .orderBy(auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual([
      "webhook.created",
      "webhook.updated",
      "webhook.updated",
      "webhook.secret_rotated",
      "webhook.deleted",
    ]);
  });

  it("refuses members, outsiders and other organizations' admins; another organization's is not found", async () => {
    const hook = await createHook();
    for (const who of [cast.member, cast.user, cast.otherOrgAdmin]) {
      expect((await who.get(base())).statusCode).toBe(403);
      expect((await who.post(base(), hookBody)).statusCode).toBe(403);
      expect((await who.get(`${base()}/${hook.id}`)).statusCode).toBe(403);
      expect((await who.patch(`${base()}/${hook.id}`, { enabled: false })).statusCode).toBe(403);
      expect((await who.delete(`${base()}/${hook.id}`)).statusCode).toBe(403);
      expect((await who.post(`${base()}/${hook.id}/rotate-secret`, {})).statusCode).toBe(403);
    }
    expect((await cast.visitor.get(base())).statusCode).toBe(401);
    // The other organization's admin, through their own organization's path: not found.
    const other = `/api/v1/organizations/${cast.otherOrgId}/webhooks/${hook.id}`;
    expect((await cast.otherOrgAdmin.get(other)).statusCode).toBe(404);
    expect((await cast.otherOrgAdmin.patch(other, { enabled: false })).statusCode).toBe(404);
    expect((await cast.otherOrgAdmin.delete(other)).statusCode).toBe(404);
    expect((await cast.otherOrgAdmin.post(`${other}/rotate-secret`, {})).statusCode).toBe(404);
    expect((await cast.otherOrgAdmin.post(`${other}/test`, {})).statusCode).toBe(404);
    expect((await cast.otherOrgAdmin.get(`${other}/deliveries`)).statusCode).toBe(404);
    expect((await cast.admin.get(`${base()}/${hook.id}`)).json().data.enabled).toBe(true);
  });

  it("checks the URL: https, or http only to an allow-listed host; no private address", async () => {
    const refuse = async (url: string, message: string) => {
      const res = await cast.admin.post(base(), { ...hookBody, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields.url).toEqual([message]);
    };
    await refuse("http://hooks.example.com/x", WEBHOOK_MESSAGES.httpsOnly);
    await refuse("http://127.0.0.1:5000/x", WEBHOOK_MESSAGES.httpsOnly);
    await refuse("https://127.0.0.1/x", WEBHOOK_MESSAGES.publicOnly);
    await refuse("https://[::1]/x", WEBHOOK_MESSAGES.publicOnly);
    await refuse("https://169.254.169.254/latest", WEBHOOK_MESSAGES.publicOnly);
    await refuse("https://localhost/x", WEBHOOK_MESSAGES.publicOnly);
    await refuse("ftp://hooks.example.com/x", WEBHOOK_MESSAGES.urlInvalid);
    const allowed = await cast.admin.post(base(), { ...hookBody, url: "http://127.0.0.1:4999/hook" });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const events = await cast.admin.post(base(), { ...hookBody, events: [] });
    expect(events.json().error.fields.events).toEqual([WEBHOOK_MESSAGES.eventsRequired]);
    const unknown = await cast.admin.post(base(), { ...hookBody, events: ["user.deleted"] });
    expect(unknown.statusCode).toBe(400);
  });

  it("holds an organization to its endpoint limit", async () => {
    const existing = (await cast.admin.get(base())).json().data.length as number;
    for (let i = existing; i < WEBHOOK_ENDPOINTS_PER_ORGANIZATION_MAX; i++) await createHook();
    const over = await cast.admin.post(base(), hookBody);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(WEBHOOK_MESSAGES.tooMany);
  });

  it("answers an API key of the organization holding webhooks:write, and records its writes", async () => {
    // An organization of its own: the one of the tests above holds its full count of endpoints.
    const orgId = await createOrg(cast.admin, `keyed-${Date.now()}`);
    const hooks = `/api/v1/organizations/${orgId}/webhooks`;
    const { client: key } = await createKey(t.app, cast.admin, orgId, { scopes: ["webhooks:write"] });
    const created = await key.post(hooks, hookBody);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.secret).toMatch(/^whsec_/);
    expect((await key.get(`${hooks}/${id}`)).statusCode).toBe(200);
    expect((await key.get(`${hooks}/${id}/deliveries`)).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, "webhook.created")))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ actorUserId: null, route: "POST /api/v1/organizations/:id/webhooks" });
    expect(audit!.actorApiKeyId).not.toBeNull();
    // Another organization's endpoints do not exist for it; a key without the scope is refused, naming it.
    expect((await key.get(base())).statusCode).toBe(404);
    expect((await key.post(base(), hookBody)).statusCode).toBe(404);
    const theirs = (await cast.admin.get(base())).json().data[0].id as string;
    expect((await key.get(`${base()}/${theirs}`)).statusCode).toBe(404);
    expect((await key.get(`${hooks}/${theirs}`)).statusCode).toBe(404);
    const { client: readOnly } = await createKey(t.app, cast.admin, orgId, { scopes: ["missions:read"] });
    const refused = await readOnly.get(hooks);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This API key lacks the "webhooks:write" scope.');
  });
});
