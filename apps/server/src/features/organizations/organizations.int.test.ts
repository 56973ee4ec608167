import { describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  latestMailTo,
  signInWithEmail,
  signInWithWallet,
  withTestApp,
  type Client,
  type TestApp,
} from "../../test/harness";
import { SLUG_TAKEN_MESSAGE } from "./create-organization";
import { LAST_ADMIN_MESSAGE } from "./admin-guard";

let t: TestApp;
withTestApp((app) => (t = app));

async function createOrg(c: Client, slug: string) {
  const res = await c.post("/api/v1/organizations", {
    name: `Org ${slug}`,
    slug,
    description: "We run quests.",
    links: { website: "https://example.org", twitter: "" },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; slug: string };
}

describe("organizations", () => {
  it("creates an organization whose creator is admin, listed in Mission Control and public by slug", async () => {
    const c = await signInWithEmail(t, "founder@example.com");
    const org = await createOrg(c, "acme-quests");
    expect(org).toMatchObject({
      slug: "acme-quests",
      role: "admin",
      memberCount: 1,
      missionCount: 0,
      links: { website: "https://example.org" },
    });
    const mine = (await c.get("/api/v1/organizations")).json().data;
    expect(mine.map((o: { slug: string }) => o.slug)).toEqual(["acme-quests"]);
    const pub = await t.app.inject({ url: "/api/v1/organizations/acme-quests" });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ name: "Org acme-quests", role: null });
  });

  it("refuses a taken slug with a field error", async () => {
    const a = await signInWithEmail(t, "slug-a@example.com");
    const b = await signInWithEmail(t, "slug-b@example.com");
    await createOrg(a, "taken-slug");
    const res = await b.post("/api/v1/organizations", { name: "Again", slug: "taken-slug" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ slug: [SLUG_TAKEN_MESSAGE] });
  });

  it("needs a session to create and a membership to see members", async () => {
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/v1/organizations",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Anon", slug: "anon-org" }),
    });
    expect(anon.statusCode).toBe(401);
    const owner = await signInWithEmail(t, "members-owner@example.com");
    const org = await createOrg(owner, "private-members");
    const stranger = await signInWithEmail(t, "stranger@example.com");
    expect((await stranger.get(`/api/v1/organizations/${org.id}/members`)).statusCode).toBe(403);
    expect((await stranger.patch(`/api/v1/organizations/${org.id}`, { name: "Hijacked" })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/organizations/does-not-exist" })).statusCode).toBe(404);
  });

  it("invites by email: the invitee accepts and becomes a member; members cannot manage", async () => {
    const admin = await signInWithEmail(t, "inv-admin@example.com");
    const org = await createOrg(admin, "invite-email");
    const inv = await admin.post(`/api/v1/organizations/${org.id}/invitations`, {
      email: "Invitee@Example.com",
      role: "member",
    });
    expect(inv.statusCode).toBe(201);
    expect((await latestMailTo(t.database, "invitee@example.com"))?.subject).toBe(
      "You are invited to Org invite-email on QuestHQ",
    );

    const invitee = await signInWithEmail(t, "invitee@example.com");
    const pending = (await invitee.get("/api/v1/invitations")).json().data;
    expect(pending).toEqual([
      expect.objectContaining({ organizationSlug: "invite-email", role: "member", status: "pending" }),
    ]);
    const accepted = await invitee.post(`/api/v1/invitations/${pending[0].id}/accept`, {});
    expect(accepted.json().data.status).toBe("accepted");
    expect((await invitee.post(`/api/v1/invitations/${pending[0].id}/accept`, {})).statusCode).toBe(404);

    const members = (await invitee.get(`/api/v1/organizations/${org.id}/members`)).json().data;
    expect(members.map((m: { role: string }) => m.role).sort()).toEqual(["admin", "member"]);
    const asMember = await invitee.post(`/api/v1/organizations/${org.id}/invitations`, { email: "x@example.com" });
    expect(asMember.statusCode).toBe(403);
  });

  it("invites by wallet: the wallet's account sees and accepts it", async () => {
    const admin = await signInWithEmail(t, "wallet-inv-admin@example.com");
    const org = await createOrg(admin, "invite-wallet");
    const account = privateKeyToAccount(generatePrivateKey());
    const res = await admin.post(`/api/v1/organizations/${org.id}/invitations`, {
      walletAddress: account.address.toLowerCase(),
      role: "admin",
    });
    expect(res.statusCode).toBe(201);
    const { client } = await signInWithWallet(t, account);
    const pending = (await client.get("/api/v1/invitations")).json().data;
    expect(pending).toHaveLength(1);
    await client.post(`/api/v1/invitations/${pending[0].id}/accept`, {});
    const mine = (await client.get("/api/v1/organizations")).json().data;
    expect(mine).toEqual([expect.objectContaining({ slug: "invite-wallet", role: "admin" })]);
  });

  it("rejects an invitation with both or neither of email and wallet", async () => {
    const admin = await signInWithEmail(t, "inv-bad@example.com");
    const org = await createOrg(admin, "invite-bad");
    const res = await admin.post(`/api/v1/organizations/${org.id}/invitations`, { role: "member" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Invite by email or by wallet address, not both.");
  });

  it("keeps at least one admin, lets admins change roles, and revokes invitations", async () => {
    const admin = await signInWithEmail(t, "last-admin@example.com");
    const org = await createOrg(admin, "last-admin");
    const me = (await admin.get("/api/v1/users/me")).json().data;
    const leave = await admin.delete(`/api/v1/organizations/${org.id}/members/${me.id}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await admin.patch(`/api/v1/organizations/${org.id}/members/${me.id}`, { role: "member" })).statusCode).toBe(
      409,
    );

    const inv = (
      await admin.post(`/api/v1/organizations/${org.id}/invitations`, { email: "second@example.com", role: "member" })
    ).json().data;
    const second = await signInWithEmail(t, "second@example.com");
    await second.post(`/api/v1/invitations/${inv.id}/accept`, {});
    const secondId = (await second.get("/api/v1/users/me")).json().data.id;
    const promoted = await admin.patch(`/api/v1/organizations/${org.id}/members/${secondId}`, { role: "admin" });
    expect(promoted.json().data.role).toBe("admin");
    expect((await admin.delete(`/api/v1/organizations/${org.id}/members/${me.id}`)).statusCode).toBe(200);
    expect((await admin.get("/api/v1/organizations")).json().data).toEqual([]);

    const other = (
      await second.post(`/api/v1/organizations/${org.id}/invitations`, { email: "third@example.com" })
    ).json().data;
    expect((await second.delete(`/api/v1/organizations/${org.id}/invitations/${other.id}`)).statusCode).toBe(200);
    expect((await second.get(`/api/v1/organizations/${org.id}/invitations`)).json().data).toEqual([]);
  });
});
