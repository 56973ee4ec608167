import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { seedDemo } from "../../db/seed/seed";
import { unsubscribeToken } from "../notifications/index";
import { Client, signInWithEmail, withTestApp, type TestApp } from "../../test/harness";
import { missionFields, PNG } from "../../test/mission-kit";
import { createKey } from "../../test/api-key-kit";
import {
  mismatches,
  operationsOf,
  schemaValidator,
  type DocumentOperation,
  type OpenApiDocument,
} from "../../test/openapi-document";

// The document describes the answers the server really gives: every GET of the served document is called with real
// ids from the demo data (missions in every state, news, Sagas, an upload) as a visitor, a signed-in participant and an
// organization admin who also runs Sagas. Each answer's status must be one the operation declares, its media type one
// that status declares, and a JSON answer must validate against the declared schema (JSON Schema 2020-12, ajv) —
// successes and error answers alike. A nullable field the schema does not say is nullable fails here.

let t: TestApp;
let doc: OpenApiDocument;
/** Anything with a GET: a browser session, or an organization's system with its API key (valid or revoked). */
type Caller = Pick<Client, "get">;
const callers: Record<"visitor" | "participant" | "admin" | "key" | "revokedKey", Caller> = {} as never;
const ids = {
  orgId: "",
  orgSlug: "questhq-demo",
  missions: [] as string[],
  objectives: [] as string[],
  upload: "",
  seasons: [] as string[],
  operatorSagas: [] as string[],
  articles: [] as string[],
  topics: [] as string[],
  webhooks: [] as string[],
};

const dataOf = async (c: Client, url: string) => {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const field = (rows: Record<string, unknown>[], key: string) => rows.map((r) => String(r[key]));

withTestApp(async (app) => {
  t = app;
  await seedDemo(t.database.db, t.env);
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  callers.visitor = new Client(t.app);
  callers.participant = await signInWithEmail(t, "ada@demo.local");
  callers.admin = await signInWithEmail(t, "admin@demo.local");
  const { admin, participant, visitor } = callers as Record<"admin" | "participant" | "visitor", Client>;

  ids.orgId = field(await dataOf(admin, "/api/v1/organizations"), "id")[0]!;
  callers.key = (await createKey(t.app, admin, ids.orgId, { name: "Answers walk" })).client;
  const revoked = await createKey(t.app, admin, ids.orgId, { name: "Revoked" });
  expect((await admin.delete(`/api/v1/organizations/${ids.orgId}/api-keys/${revoked.id}`)).statusCode).toBe(200);
  callers.revokedKey = revoked.client;
  // Missions in every state the callers can see: live ones, the participant's (entered, selected…), the admin's drafts.
  const missions = new Set([
    ...field(await dataOf(visitor, "/api/v1/missions?limit=5"), "id"),
    ...field(await dataOf(participant, "/api/v1/users/missions?limit=10"), "id"),
    ...field(await dataOf(admin, `/api/v1/organizations/${ids.orgId}/missions`), "id"),
  ]);
  ids.missions = [...missions];
  for (const id of ids.missions.slice(0, 4)) {
    ids.objectives.push(...field(await dataOf(admin, `/api/v1/missions/${id}/objectives`), "id").slice(0, 1));
  }
  // The demo's objective verified by its organization's API: only that organization reads its signing secret.
  for (const id of ids.missions) {
    const objectives = await dataOf(admin, `/api/v1/missions/${id}/objectives`);
    ids.objectives.push(
      ...field(
        objectives.filter((o) => o.template === "endpoint_check"),
        "id",
      ),
    );
  }
  // An upload, through the multipart form body the web app sends.
  const withBanner = await admin.form("POST", "/api/v1/missions", missionFields(ids.orgId), {
    banner: { data: PNG, filename: "banner.png", type: "image/png" },
  });
  expect(withBanner.statusCode, withBanner.body).toBe(201);
  ids.missions.push(withBanner.json().data.id);
  ids.upload = String(withBanner.json().data.banner_url).split("/").pop()!;

  ids.seasons = (await dataOf(visitor, "/api/v1/seasons")).map((s) => (s.season as { slug: string }).slug);
  ids.operatorSagas = field(await dataOf(admin, "/api/v1/operator/seasons"), "id");
  ids.articles = field(await dataOf(visitor, "/api/v1/news?limit=3"), "slug");
  ids.topics = field(await dataOf(visitor, "/api/v1/news/topics?limit=3"), "slug");
  const hook = await admin.post(`/api/v1/organizations/${ids.orgId}/webhooks`, {
    url: "https://hooks.example.com/questhq",
    events: ["objective.completed"],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  ids.webhooks = [hook.json().data.id];
  // An email's unsubscribe link, as the participant would have it (GET only describes it; nothing is changed).
  const me = (await dataOf(participant, "/api/v1/users/me")) as unknown as { id: string };
  requiredQuery.token = unsubscribeToken(t.env.AUTH_SECRET, me.id, "digest");
});

/** The real paths of an operation: one per id worth calling it with. */
function urlsOf({ path }: DocumentOperation): string[] {
  const values: Record<string, string[]> = {
    slug: path.startsWith("/api/v1/organizations/")
      ? [ids.orgSlug]
      : path.startsWith("/api/v1/seasons/")
        ? ids.seasons
        : path.startsWith("/api/v1/news/topics/")
          ? ids.topics
          : ids.articles,
    id: path.startsWith("/api/v1/organizations/")
      ? [ids.orgId]
      : path.startsWith("/api/v1/operator/")
        ? ids.operatorSagas
        : path.startsWith("/api/v1/objectives/") && !path.startsWith("/api/v1/objectives/mission/")
          ? ids.objectives
          : ids.missions,
    hookId: ids.webhooks,
    missionId: ids.missions,
    name: [ids.upload],
    kind: ["missions", "topics", "organizations"],
  };
  const files: Record<string, string> = {
    missions: `${ids.missions[0]}.png`,
    topics: `${ids.topics[0]}.png`,
    organizations: `${ids.orgSlug}.png`,
  };
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  let urls = [path];
  for (const name of params.filter((p) => p !== "file")) {
    urls = urls.flatMap((u) => (values[name] ?? []).map((v) => u.replace(`{${name}}`, encodeURIComponent(v))));
  }
  if (params.includes("file")) urls = urls.map((u) => u.replace("{file}", files[u.split("/")[4]!]!));
  return urls;
}

// Required query parameters with a value worth asking for.
const requiredQuery: Record<string, string> = { search: "base", plan: "pro" };

function withQuery(url: string, { op }: DocumentOperation): string {
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in === "query" && p.required) query.set(p.name, requiredQuery[p.name] ?? "x");
  }
  return query.size ? `${url}?${query}` : url;
}

/** GETs that cannot succeed in this world, and why (their error answers are still checked above). */
const NEVER_OK_HERE: Record<string, string> = {
  "/api/v1/seasons/{slug}/allocations": "no Saga of the demo data has been settled",
  "/api/v1/steam/callback": "only Steam's signed OpenID answer completes it (steam-link.int.test.ts)",
  "/api/v1/objectives/{id}/signature": "the demo objectives are not onchain_mint ones (chain tests cover it)",
  "/api/v1/seasons/vaultsignature": "no staking chain is configured (503)",
  "/api/stripe/products": "Stripe is not configured here (billing tests run the Stripe fake)",
  "/api/generate-stripe-checkout": "Stripe is not configured here",
  "/api/generate-stripe-portal": "Stripe is not configured here",
};

type Checked = { path: string; where: string; status: number; problems: string[] };

type Ajv = ReturnType<typeof schemaValidator>;

function check(ajv: Ajv, target: DocumentOperation, where: string, res: LightMyRequestResponse): Checked {
  const answer = (problems: string[]): Checked => ({ path: target.path, where, status: res.statusCode, problems });
  // A 500 is a bug whatever it says.
  if (res.statusCode === 500) return answer([`failed: ${res.body.slice(0, 200)}`]);
  const declared = target.op.responses[String(res.statusCode)];
  if (!declared) return answer([`status ${res.statusCode} is not declared`]);
  const type = String(res.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim();
  if (res.statusCode === 304 || res.body === "") return answer([]);
  const media = declared.content?.[type];
  if (!media) return answer([`${type} is not declared for ${res.statusCode}`]);
  if (type !== "application/json" || !media.schema) return answer([]);
  return answer(mismatches(ajv, media.schema, res.json()));
}

describe("answers against the OpenAPI document", () => {
  it("every GET answers as declared, for a visitor, a participant and an organization admin", async () => {
    const ajv = schemaValidator(doc);
    const gets = operationsOf(doc).filter((o) => o.method === "GET");
    const results: Checked[] = [];
    for (const target of gets) {
      for (const url of urlsOf(target)) {
        for (const [who, client] of Object.entries(callers)) {
          const res = await client.get(withQuery(url, target));
          results.push(check(ajv, target, `${who} GET ${url}`, res));
        }
      }
    }
    const failures = results.filter((r) => r.problems.length);
    expect(failures.map((r) => `${r.where} → ${r.status}: ${r.problems.join("; ")}`)).toEqual([]);

    const ok = results.filter((r) => r.status < 300);
    const errors = results.filter((r) => r.status >= 400);
    if (process.env.OPENAPI_REPORT) {
      console.log({ operations: gets.length, answers: results.length, ok: ok.length, errors: errors.length });
    }
    // The walk is worth something only if it reached real data: most answers are successes, on every operation.
    expect(results.length).toBeGreaterThan(400);
    expect(ok.length).toBeGreaterThan(results.length / 2);
    // A declared 401 is honest: the visitor or the revoked key gets it (and a public GET never answers 401:
    // undeclared, failed above).
    const visitors401 = results.filter((r) => /^(visitor|revokedKey) /.test(r.where) && r.status === 401);
    const refused = new Set(visitors401.map((r) => r.path));
    expect(gets.filter((g) => g.op.responses["401"] && !refused.has(g.path)).map((g) => g.path)).toEqual([]);
    const neverOk = gets.filter((g) => !ok.some((r) => r.path === g.path)).map((g) => g.path);
    // Every GET succeeds for someone, unless it is one of those that cannot here (and why is written above).
    expect(neverOk.filter((p) => !(p in NEVER_OK_HERE))).toEqual([]);
  }, 240_000);
});
