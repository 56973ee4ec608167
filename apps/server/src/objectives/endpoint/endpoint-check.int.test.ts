import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PENDING_VERIFICATION_MESSAGE } from "@questhq/core";
import { createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { createFixture, verifyContext, type Fixture, type FixtureObjective } from "../onchain/test-context";
import { saveLink } from "../../features/accounts/index";
import { runDueVerifications } from "../../features/participation/retry-verifications";
import { addReward, createOrg } from "../../test/mission-kit";
import { newApiKey } from "../../features/api-keys/api-key-secret";
import { ProviderUnavailableError } from "../../providers/provider-errors";
import * as s from "../../db/schema/index";
import { endpointVerifiers } from "./index";
import { ENDPOINT_MESSAGES, ORGANIZER_MESSAGE_MAX_LENGTH } from "./messages";
import { startReceiver, type Receiver } from "./receiver-kit";

// endpoint_check against a real receiver on a loopback port (docs/product/objectives.md#verified-by-your-api): the
// request is signed so that the Standard Webhooks library accepts it, its body is exactly the documented one, the
// answer decides the outcome, and every failure of the organizer's system leaves the objective pending.

let t: TestApp;
let fx: Fixture;
let receiver: Receiver;
let objective: FixtureObjective;
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";

beforeAll(async () => {
  receiver = await startReceiver();
  // The receiver is on a loopback address, which the SSRF guard lets through only when allowed.
  t = await createTestApp({ FETCH_ALLOWED_HOSTS: receiver.host, VERIFY_RETRY_BASE_SECONDS: "1" });
  fx = await createFixture(t);
  objective = await fx.objective("endpoint_check", { endpoint_url: `${receiver.url}/verify`, title: "Play" });
  receiver.secret = await secretOf(objective.id);
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

afterEach(() => {
  receiver.requests.length = 0;
  receiver.answer = () => ({ status: 200, body: { completed: true } });
});

async function secretOf(objectiveId: string): Promise<string> {
  const res = await fx.admin.get(`/api/v1/objectives/${objectiveId}/endpoint-secret`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.secret as string;
}

const verify = (o: FixtureObjective = objective, env: Partial<TestApp["env"]> = {}, userId = fx.users[0]) =>
  endpointVerifiers.endpoint_check!(verifyContext(t, { userId, objective: o, wallets: [WALLET], env }));

const unavailable = async (o?: FixtureObjective) => {
  const err = await verify(o).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderUnavailableError);
  return err as ProviderUnavailableError;
};

describe("the request", () => {
  it("is a signed POST the Standard Webhooks library accepts, with exactly the documented body", async () => {
    await saveLink(
      t.database.db,
      t.env,
      {
        userId: fx.users[0],
        provider: "discord",
        providerUserId: "80351110224678912",
        username: "nelly",
        isSandbox: true,
      },
      { code: "conflict", message: "claimed" },
    );
    const [row] = await t.database.db.select().from(s.user).where(eq(s.user.id, fx.users[0]));
    expect(await verify()).toMatchObject({ status: "completed" });
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/verify");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(request!.isSignatureValid).toBe(true);
    expect(JSON.parse(request!.body)).toStrictEqual({
      objective_id: objective.id,
      mission_id: objective.missionId,
      user: {
        id: fx.users[0],
        wallets: [WALLET.toLowerCase()],
        twitter: null,
        discord: { id: "80351110224678912", username: "nelly" },
        telegram: null,
        steam: null,
        email_verified: row!.emailVerified,
      },
    });
  });

  it("is refused by the receiver once the secret is rotated, and accepted with the new one", async () => {
    const other = await fx.objective("endpoint_check", { endpoint_url: `${receiver.url}/verify` });
    const before = await secretOf(other.id);
    const rotated = await fx.admin.post(`/api/v1/objectives/${other.id}/endpoint-secret/rotate`, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json().data.secret as string;
    expect(after).toMatch(/^whsec_/);
    expect(after).not.toBe(before);
    expect(await secretOf(other.id)).toBe(after);
    receiver.secret = before;
    await verify(other);
    expect(receiver.requests[0]!.isSignatureValid).toBe(false);
    receiver.secret = after;
    await verify(other);
    expect(receiver.requests[1]!.isSignatureValid).toBe(true);
    receiver.secret = await secretOf(objective.id);
  });
});

describe("the answer", () => {
  it("completes on { completed: true }", async () => {
    expect(await verify()).toEqual({
      status: "completed",
      evidence: { endpoint_message_id: receiver.requests[0]!.headers["webhook-id"] },
    });
  });

  it("shows the organizer's message on { completed: false }, or the plain default without one", async () => {
    receiver.answer = () => ({ status: 200, body: { completed: false, message: "  Reach  level 3 first. " } });
    expect(await verify()).toEqual({ status: "incomplete", message: "Reach level 3 first." });
    for (const body of [
      { completed: false },
      { completed: false, message: "   " },
      { completed: false, message: null },
    ]) {
      receiver.answer = () => ({ status: 200, body });
      expect(await verify()).toEqual({ status: "incomplete", message: ENDPOINT_MESSAGES.notYet });
    }
    receiver.answer = () => ({ status: 200, body: { completed: false, message: "x".repeat(1000) } });
    const long = await verify();
    expect(long.status === "incomplete" && long.message.length).toBe(ORGANIZER_MESSAGE_MAX_LENGTH);
  });

  it("leaves it pending when the endpoint is down, rate-limited, slow or unreadable", async () => {
    receiver.answer = () => ({ status: 503, body: { error: "deploying" } });
    expect((await unavailable()).reason).toBe("down");
    receiver.answer = () => ({ status: 429, headers: { "retry-after": "7" } });
    const limited = await unavailable();
    expect([limited.reason, limited.retryAfterMs]).toEqual(["rate_limited", 7_000]);
    for (const body of [{ done: true }, "yes", { completed: "true" }]) {
      receiver.answer = () => ({ status: 200, body });
      expect((await unavailable()).reason).toBe("malformed");
    }
    receiver.answer = () => ({ status: 404, body: { error: "no such route" } });
    expect((await unavailable()).reason).toBe("malformed");
    receiver.answer = () => "hang";
    expect((await unavailable()).reason).toBe("down");
  }, 20_000);

  it("never follows a redirect, and tells the user it is the organization's to fix", async () => {
    receiver.answer = (r) =>
      r.path === "/verify" ? { status: 302, headers: { location: `${receiver.url}/elsewhere` } } : { status: 200 };
    expect(await verify()).toEqual({ status: "incomplete", message: ENDPOINT_MESSAGES.redirected });
    expect(receiver.requests.map((r) => r.path)).toEqual(["/verify"]);
  });
});

describe("the address", () => {
  it("is refused without asking when it is private and not allowed", async () => {
    expect(await verify(objective, { FETCH_ALLOWED_HOSTS: undefined })).toEqual({
      status: "incomplete",
      message: ENDPOINT_MESSAGES.refused,
    });
    const metadata = await fx.objective("endpoint_check", { endpoint_url: "http://169.254.169.254/latest/meta-data" });
    expect(await verify(metadata)).toEqual({ status: "incomplete", message: ENDPOINT_MESSAGES.refused });
    expect(receiver.requests).toHaveLength(0);
  });

  it("must be https in production", async () => {
    expect(await verify(objective, { isProduction: true })).toEqual({
      status: "incomplete",
      message: ENDPOINT_MESSAGES.insecure,
    });
    expect(receiver.requests).toHaveLength(0);
  });
});

describe("the secret", () => {
  it("is for the organization's members only and never among the objective's values", async () => {
    const views = await fx.admin.get(`/api/v1/missions/${objective.missionId}/objectives`);
    expect(views.statusCode).toBe(200);
    expect(views.body).not.toContain("whsec_");
    const stored = await t.database.db
      .select()
      .from(s.objectiveEndpointSecret)
      .where(eq(s.objectiveEndpointSecret.objectiveId, objective.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.secretEnc).not.toContain("whsec_");

    const outsider = await signInWithEmail(t, `endpoint-outsider-${Date.now()}@example.com`);
    for (const path of ["endpoint-secret", "endpoint-secret/rotate"]) {
      const url = `/api/v1/objectives/${objective.id}/${path}`;
      const res = path.endsWith("rotate") ? await outsider.post(url, {}) : await outsider.get(url);
      // The mission is a draft: unknown to anyone outside its organization.
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(res.body).not.toContain("whsec_");
    }
    const signedOut = await t.app.inject({ method: "GET", url: `/api/v1/objectives/${objective.id}/endpoint-secret` });
    expect(signedOut.statusCode).toBe(401);
    const link = await fx.objective("link_click", { title: "Docs", description: "Read", url: "https://example.com" });
    const none = await fx.admin.get(`/api/v1/objectives/${link.id}/endpoint-secret`);
    expect(none.statusCode).toBe(404);
  });

  it("answers a key of its organization, and one of another organization as if it did not exist", async () => {
    const other = await signInWithEmail(t, `endpoint-other-org-${Date.now()}@example.com`);
    const otherOrgId = await createOrg(other, `endpoint-other-${Date.now()}`);
    const keyOf = async (organizationId: string) => {
      const key = newApiKey();
      await t.database.db
        .insert(s.apiKey)
        .values({ organizationId, name: "ci", prefix: key.prefix, hash: key.hash, scopes: ["missions:write"] });
      return key.key;
    };
    const ask = async (key: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/v1/objectives/${objective.id}/endpoint-secret`,
        headers: { authorization: `Bearer ${key}` },
      });
    const own = await ask(await keyOf(fx.orgId));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.secret).toBe(receiver.secret);
    const foreign = await ask(await keyOf(otherOrgId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain("whsec_");
  });

  it("is made when an objective is changed to an endpoint check", async () => {
    const link = await fx.objective("link_click", { title: "Docs", description: "Read", url: "https://example.com" });
    const changed = await fx.admin.put(`/api/v1/objectives/${link.id}`, {
      mission: link.missionId,
      template: "endpoint_check",
      values: { endpoint_url: "https://api.example.com/verify" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(s.objectiveEndpointSecret)
      .where(eq(s.objectiveEndpointSecret.objectiveId, link.id));
    expect(rows).toHaveLength(1);
    expect(await secretOf(link.id)).toMatch(/^whsec_/);
  });
});

describe("through the verification engine", () => {
  it("is pending while the endpoint is down, then completes and credits once it answers completed", async () => {
    const m = await fx.newMission();
    const o = await fx.objective("endpoint_check", { endpoint_url: `${receiver.url}/verify` });
    receiver.secret = await secretOf(o.id);
    await addReward(fx.admin, m.id, {});
    const published = await fx.admin.post(`/api/v1/missions/${m.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const player = await signInWithEmail(t, `endpoint-player-${Date.now()}@example.com`);

    receiver.answer = () => ({ status: 503 });
    const first = await player.post(`/api/v1/missions/${m.id}/participate`, { objective_id: o.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: "pending", message: PENDING_VERIFICATION_MESSAGE });

    receiver.answer = () => ({ status: 200, body: { completed: true } });
    await runDueVerifications(
      { db: t.database.db, env: t.env, budgets: t.app.providerBudgets },
      new Date(Date.now() + 3_600_000),
    );
    const [row] = await t.database.db
      .select()
      .from(s.objectiveCompletion)
      .where(eq(s.objectiveCompletion.objectiveId, o.id));
    expect(row?.status).toBe("completed");
    expect(row?.creditsAwarded).toBeGreaterThan(0);
    expect(receiver.requests.every((r) => r.isSignatureValid)).toBe(true);
    expect(receiver.requests).toHaveLength(2);
    // The player was not there when it completed: they hear of it, once, with a link to the mission.
    const told = (await player.get("/api/v1/notifications")).json().data as { kind: string; link: string }[];
    expect(told.filter((n) => n.kind === "objective_verified")).toEqual([
      expect.objectContaining({ link: `/missions/${m.slug}` }),
    ]);
    await runDueVerifications(
      { db: t.database.db, env: t.env, budgets: t.app.providerBudgets },
      new Date(Date.now() + 7_200_000),
    );
    expect((await player.get("/api/v1/notifications")).json().data).toHaveLength(told.length);
  });
});
