import { afterAll, beforeAll } from "vitest";
import type { ParticipateInput, TemplateKey } from "@questhq/core";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { addObjective, createDraft, createOrg } from "../../test/mission-kit";
import { createTestApp, signInWithEmail, type Client, type TestApp } from "../../test/harness";
import type { VerifyContext, VerifyMission } from "../types";
import { deployTestChain, type TestChain } from "./test-contracts/index";

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

/** A fresh signed-up user (through the real sign-in), for tests that need a clean history. */
export async function newUserId(t: TestApp): Promise<string> {
  return userIdOf(await signInWithEmail(t, `verifier-user-${unique()}@example.com`));
}

export type FixtureObjective = {
  id: string;
  missionId: string;
  template: TemplateKey;
  values: Record<string, unknown>;
};

export type Fixture = {
  admin: Client;
  orgId: string;
  /** The first mission; objectives move to a fresh one when a mission is full (10 objectives). */
  mission: { id: string; slug: string };
  /** Two signed-in users (for "another account" checks). */
  users: [string, string];
  /** Starts a new draft mission: the next objectives are created in it. */
  newMission(): Promise<{ id: string; slug: string }>;
  objective(template: TemplateKey, values: Record<string, unknown>): Promise<FixtureObjective>;
};

const MAX_OBJECTIVES = 10;

export async function createFixture(t: TestApp, missionFields: Record<string, unknown> = {}): Promise<Fixture> {
  const id = unique();
  const admin = await signInWithEmail(t, `verifier-admin-${id}@example.com`);
  const orgId = await createOrg(admin, `verifier-org-${id}`);
  const mission = await createDraft(admin, orgId, missionFields);
  const users: [string, string] = [
    await userIdOf(await signInWithEmail(t, `verifier-a-${id}@example.com`)),
    await userIdOf(await signInWithEmail(t, `verifier-b-${id}@example.com`)),
  ];
  let current = mission;
  let count = 0;
  const newMission = async () => {
    current = await createDraft(admin, orgId, missionFields);
    count = 0;
    return current;
  };
  return {
    admin,
    orgId,
    mission,
    users,
    newMission,
    objective: async (template, values) => {
      if (count >= MAX_OBJECTIVES) await newMission();
      count += 1;
      const o = await addObjective(admin, current.id, template as never, values);
      return { id: o.id, missionId: current.id, template, values: o.values };
    },
  };
}

export type ContextOptions = {
  userId: string;
  /** Defaults to the objective's mission. */
  missionId?: string;
  objective: { id: string; missionId?: string; template: TemplateKey; values: Record<string, unknown> };
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
    budgets: t.app.providerBudgets,
    userId: o.userId,
    mission: {
      id: o.missionId ?? o.objective.missionId ?? "",
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: null,
      chainId: 31337,
      organizationId: "",
      ...o.mission,
    },
    objective: o.objective,
    input: { objective_id: o.objective.id, action: "verify", ...o.input },
    visitStartedAt: o.visitStartedAt ?? null,
    linked: async () => null,
    wallets: async () => (o.wallets ?? []).map((w) => w.toLowerCase()),
    now: o.now ?? new Date(),
  };
}

export type AnvilWorld = { t: TestApp; chain: TestChain; fx: Fixture; rpcUrl: string };

/**
 * For a test file of on-chain verifiers: a fresh anvil chain with the test contracts deployed, an app whose RPC for
 * chain 31337 is that node, and a fixture on it; `ready` runs before the file's tests, both close after them.
 */
export function withAnvilWorld(ready: (world: AnvilWorld) => unknown): void {
  let anvil: Anvil | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URLS: JSON.stringify({ "31337": anvil.url }) });
    const chain = await deployTestChain(anvil.url);
    await ready({ t, chain, fx: await createFixture(t), rpcUrl: anvil.url });
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.close();
  });
}
