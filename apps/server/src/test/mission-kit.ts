import { expect } from "vitest";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { Client, signInWithEmail, withTestApp, type TestApp } from "./harness";

// The cast of the mission authorization matrix and small builders for missions, objectives
// and rewards, all through the public API (organizations via invitations, as users do it).

export type Cast = {
  orgId: string;
  otherOrgId: string;
  admin: Client;
  member: Client;
  /** Admin of a different organization. */
  otherOrgAdmin: Client;
  /** Signed in, in no organization. */
  user: Client;
  visitor: Client;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createOrg(c: Client, slug: string): Promise<string> {
  const res = await c.post("/api/v1/organizations", { name: `Org ${slug}`, slug });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

export async function addMember(
  t: TestApp,
  admin: Client,
  orgId: string,
  email: string,
  role: "member" | "admin" = "member",
): Promise<Client> {
  const invited = await admin.post(`/api/v1/organizations/${orgId}/invitations`, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const member = await signInWithEmail(t, email);
  const accepted = await member.post(`/api/v1/invitations/${invited.json().data.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

export async function createCast(t: TestApp): Promise<Cast> {
  const id = unique();
  const admin = await signInWithEmail(t, `admin-${id}@example.com`);
  const orgId = await createOrg(admin, `org-${id}`);
  const member = await addMember(t, admin, orgId, `member-${id}@example.com`);
  const otherOrgAdmin = await signInWithEmail(t, `other-${id}@example.com`);
  const otherOrgId = await createOrg(otherOrgAdmin, `other-${id}`);
  const user = await signInWithEmail(t, `user-${id}@example.com`);
  return { orgId, otherOrgId, admin, member, otherOrgAdmin, user, visitor: new Client(t.app) };
}

/** One app and one cast for the whole test file (see withTestApp). */
export function withCastApp(
  ready: (s: { t: TestApp; cast: Cast }) => void,
  overrides: Record<string, string> = {},
): void {
  withTestApp(async (t) => ready({ t, cast: await createCast(t) }), overrides);
}

export function missionFields(orgId: string, overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() - 60_000);
  const end = new Date(Date.now() + 7 * 86_400_000);
  return {
    organization_id: orgId,
    title: `Mission ${unique()}`,
    description: "<p>Do the <strong>things</strong></p><script>alert(1)</script>",
    blockchain: 8453,
    start_date: start.toISOString(),
    end_date: end.toISOString(),
    free_entries: 1,
    is_multi_entry_enabled: false,
    ...overrides,
  };
}

export async function createDraft(c: Client, orgId: string, overrides: Record<string, unknown> = {}) {
  const res = await c.post("/api/v1/missions", missionFields(orgId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string; status: string; blockchain: number };
}

export async function addObjective(
  c: Client,
  missionId: string,
  template: keyof typeof VALID_VALUES = "twitter_follow",
  values?: Record<string, unknown>,
) {
  const res = await c.post("/api/v1/objectives", {
    mission: missionId,
    template,
    values: values ?? VALID_VALUES[template],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; values: Record<string, unknown>; position: number; title: string };
}

export function rewardFields(missionId: string, overrides: Record<string, unknown> = {}) {
  return {
    mission: missionId,
    kind: "raffle",
    title: "Genesis pass",
    about: "<p>One of 10 passes</p>",
    blockchain_chain_id: 8453,
    selection_process: "raffle",
    number_of_winners: 10,
    winner_next_steps: "<p>Check your wallet</p>",
    ...overrides,
  };
}

export async function addReward(c: Client, missionId: string, overrides: Record<string, unknown> = {}) {
  const res = await c.post("/api/v1/rewards", rewardFields(missionId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

/** A draft with one objective and a reward, published by the admin. */
export async function createPublished(cast: Cast, overrides: Record<string, unknown> = {}) {
  const m = await createDraft(cast.admin, cast.orgId, overrides);
  const o = await addObjective(cast.admin, m.id);
  const r = await addReward(cast.admin, m.id);
  const res = await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
  expect(res.statusCode, res.body).toBe(200);
  return { mission: m, objective: o, reward: r };
}

/** A published mission with a PNG banner, sent as the web app sends it (multipart). */
export async function createPublishedWithBanner(cast: Cast, overrides: Record<string, unknown> = {}) {
  const res = await cast.admin.form("POST", "/api/v1/missions", missionFields(cast.orgId, overrides), {
    banner: { data: PNG, filename: "b.png", type: "image/png" },
  });
  expect(res.statusCode, res.body).toBe(201);
  const m = res.json().data as { id: string; slug: string; banner_url: string };
  await addObjective(cast.admin, m.id);
  await addReward(cast.admin, m.id);
  const published = await cast.admin.post(`/api/v1/missions/${m.id}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
  return m;
}

/**
 * An organization admin (`<name>-admin@example.com`) with one of everything a path can name: the organization
 * (slug `<name>-org`), a draft mission with an objective and a reward, an invitation, the admin's own user id. Fuzz
 * tests use them so requests that pass validation reach the handlers and the database.
 */
export async function adminWithEverything(t: TestApp, name: string) {
  const admin = await signInWithEmail(t, `${name}-admin@example.com`);
  const slug = `${name}-org`;
  const org = await createOrg(admin, slug);
  const mission = (await createDraft(admin, org)).id;
  const objective = (await addObjective(admin, mission, "link_click")).id;
  const reward = (await addReward(admin, mission)).id;
  const invitation = { email: `${name}-member@example.com`, role: "member" };
  const invited = await admin.post(`/api/v1/organizations/${org}/invitations`, invitation);
  const member = (await admin.get("/api/v1/users/me")).json().data.id as string;
  return {
    admin,
    ids: { org, slug, mission, objective, reward, invitation: invited.json().data.id as string, member },
  };
}

export type EverythingIds = Awaited<ReturnType<typeof adminWithEverything>>["ids"];

/**
 * The real value the fuzz walks put in path parameter `name` of the operation at `path`: one of adminWithEverything's
 * ids, so a request that passes validation reaches the handler. A walk that sends chain ids passes one the app knows
 * as `chainId`; any other name gets a well-formed uuid that names nothing.
 */
export function realPathValue(ids: EverythingIds, path: string, name: string, chainId?: string): string {
  if (name === "userId") return ids.member;
  if (name === "invitationId" || path.startsWith("/api/v1/invitations/")) {
    return name === "action" ? "decline" : ids.invitation;
  }
  if (name === "slug") return path.includes("/organizations/") ? ids.slug : "no-such-slug";
  if (path.startsWith("/api/v1/organizations/")) return ids.org;
  if (path.startsWith("/api/v1/objectives/mission/") || path.startsWith("/api/v1/missions/")) return ids.mission;
  if (path.startsWith("/api/v1/objectives/")) return ids.objective;
  if (path.startsWith("/api/v1/rewards/")) return ids.reward;
  if (name === "address") return "0x000000000000000000000000000000000000dEaD";
  if (name === "name") return `${"a".repeat(64)}.png`;
  if (name === "chainId" && chainId !== undefined) return chainId;
  return "00000000-0000-4000-8000-000000000000";
}

/** A 1×1 PNG and the smallest MP4 header file-type recognises. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mp42isom"),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from("free"),
]);
