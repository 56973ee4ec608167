import type { ParticipateInput, TemplateKey } from "@questhq/core";
import { addObjective, createDraft, createOrg } from "../../test/mission-kit";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import type { VerifyContext, VerifyMission } from "../types";

// Test support for verifier tests: real users, a real mission and real objective rows created
// through the public API (so stored values have the shape the engine will pass), and a
// VerifyContext built the way the engine builds it.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function userIdOf(client: Client): Promise<string> {
  const res = await client.get("/api/v1/users/me");
  if (res.statusCode !== 200) throw new Error(`users/me: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

export type Fixture = {
  admin: Client;
  mission: { id: string; slug: string };
  /** Two signed-in users (for "another account" checks). */
  users: [string, string];
  objective(template: TemplateKey, values: Record<string, unknown>): Promise<{ id: string; template: TemplateKey; values: Record<string, unknown> }>;
};

export async function createFixture(t: TestApp, missionFields: Record<string, unknown> = {}): Promise<Fixture> {
  const id = unique();
  const admin = await signInWithEmail(t, `verifier-admin-${id}@example.com`);
  const orgId = await createOrg(admin, `verifier-org-${id}`);
  const mission = await createDraft(admin, orgId, missionFields);
  const users: [string, string] = [
    await userIdOf(await signInWithEmail(t, `verifier-a-${id}@example.com`)),
    await userIdOf(await signInWithEmail(t, `verifier-b-${id}@example.com`)),
  ];
  return {
    admin,
    mission,
    users,
    objective: async (template, values) => {
      const o = await addObjective(admin, mission.id, template as never, values);
      return { id: o.id, template, values: o.values };
    },
  };
}

export type ContextOptions = {
  userId: string;
  missionId: string;
  objective: { id: string; template: TemplateKey; values: Record<string, unknown> };
  wallets?: string[];
  input?: Partial<ParticipateInput>;
  mission?: Partial<VerifyMission>;
  env?: Partial<TestApp["env"]>;
  now?: Date;
  visitStartedAt?: Date | null;
};

export function verifyContext(t: TestApp, o: ContextOptions): VerifyContext {
  return {
    db: t.database.db,
    env: { ...t.env, ...o.env },
    userId: o.userId,
    mission: { id: o.missionId, startsAt: new Date(Date.now() - 3_600_000), endsAt: null, chainId: 31337, organizationId: "", ...o.mission },
    objective: o.objective,
    input: { objective_id: o.objective.id, action: "verify", ...o.input },
    visitStartedAt: o.visitStartedAt ?? null,
    linked: async () => null,
    wallets: async () => (o.wallets ?? []).map((w) => w.toLowerCase()),
    now: o.now ?? new Date(),
  };
}
