import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, type RunningFakes } from "@questhq/fakes";
import { errorStatus, isErrorBody } from "@questhq/core";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { Client, createTestApp, type TestApp } from "../../test/harness";
import { adminWithEverything, missionFields, realPathValue, rewardFields } from "../../test/mission-kit";
import { operationsOf, valueFor, type JsonSchema, type Operation } from "../../test/openapi-fuzz";
import {
  deepArrays,
  deepInside,
  deepObjects,
  longBodyCases,
  longText,
  multipartBody,
  shapeBodyCases,
  topStringFields,
  wideObject,
  type BodyCase,
} from "../../test/body-fuzz";

// Every operation of the OpenAPI document (and the better-auth routes the web app calls) gets bodies built to hurt:
// nested 5,000 levels deep, 100,000 keys wide, and strings of about a megabyte, from a visitor and from an
// organization admin with real ids (so bodies that pass validation reach the handlers and the database). No answer
// may be a 5xx, every error is in the error model, and the JSON body guard answers depth and width itself.

let fakes: RunningFakes;
let t: TestApp;
let admin: Client;
let visitor: Client;
let ids: Awaited<ReturnType<typeof adminWithEverything>>["ids"];

beforeAll(async () => {
  // Stripe answers from the fake on its own port, so the plans and the webhook's signature check are real.
  fakes = await startFakeProviders();
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_limits",
    STRIPE_API_URL: `${fakes.url}/stripe`,
    STRIPE_WEBHOOK_SECRET: "whsec_limits",
    // Reports and relayed transactions have tight limits of their own, checked before the body is read; here the
    // body guard must answer.
    REPORT_RATE_LIMIT_MAX: "100000",
    RELAY_RATE_LIMIT_MAX: "100000",
  });
  visitor = new Client(t.app);
  ({ admin, ids } = await adminWithEverything(t, "limits"));
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const DEAD = "0x000000000000000000000000000000000000dEaD";

const realPath = (op: Operation, name: string) => realPathValue(ids, op.path, name, "31337");

/** Routes that read form bodies (JSON or multipart) declare no JSON body schema; these are valid bodies. */
function formBody(op: Operation): Record<string, unknown> | null {
  const route = `${op.method} ${op.path}`;
  if (route === "POST /api/v1/missions" || route === "PUT /api/v1/missions/{id}") return missionFields(ids.org);
  if (route === "POST /api/v1/objectives") {
    return { mission: ids.mission, template: "link_click", values: VALID_VALUES.link_click };
  }
  if (route === "PUT /api/v1/objectives/{id}") return { values: VALID_VALUES.link_click };
  if (route === "POST /api/v1/rewards" || route === "PUT /api/v1/rewards/{id}") return rewardFields(ids.mission);
  if (route === "POST /api/v1/onchain/fetch_functions") return { contract_address: DEAD, blockchain: 8453, abi: "[]" };
  return null;
}

// better-auth's routes are mounted as they are and hidden from the document; the ones the web app calls join the walk.
const str = { type: "string" } as const;
const int = { type: "integer" } as const;
const authPost = (path: string, properties: Record<string, JsonSchema>): Operation => ({
  method: "POST",
  path,
  pathParams: [],
  query: {},
  body: { type: "object", properties },
});
const authOperations: Operation[] = [
  authPost("/api/auth/email-otp/send-verification-otp", { email: str, type: { type: "string", enum: ["sign-in"] } }),
  authPost("/api/auth/sign-in/email-otp", { email: str, otp: str }),
  authPost("/api/auth/siwe/nonce", { walletAddress: str, chainId: int }),
  authPost("/api/auth/siwe/verify", { message: str, signature: str, walletAddress: str, chainId: int }),
  { method: "GET", path: "/api/auth/get-session", pathParams: [], query: {}, body: null },
];

// Routes with a smaller body limit of their own answer 413 before the structure is looked at.
const OWN_BODY_LIMIT = new Set(["POST /api/v1/rpc/{chainId}", "POST /api/v1/subgraph"]);
// Staking contracts are not deployed in this world: this answer is 503 not_ready, with or without a body.
const NOT_CONFIGURED = new Set(["GET /api/v1/seasons/vaultsignature"]);
// The Stripe webhook keeps the raw bytes for its signature check, which refuses anything Stripe did not sign.
const RAW_BODY = new Set(["POST /api/stripe/webhook"]);
const FORM_ROUTES = new Set([
  "POST /api/v1/missions",
  "PUT /api/v1/missions/{id}",
  "POST /api/v1/rewards",
  "PUT /api/v1/rewards/{id}",
]);

const DEPTH_MESSAGE = "The request body is nested too deeply (more than 64 levels).";
const VALUES_MESSAGE = "The request body has too many values (more than 20,000).";

const isGraphQlError = (body: unknown) => {
  const errors = typeof body === "object" && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) && errors.every((e: { message?: unknown }) => typeof e.message === "string");
};
const errorOf = (answer: Answer) => (answer.json() as { error?: { code?: string; message?: string } }).error;

// Destructive operations last, so the others still find the fixtures they act on.
const isDestructive = (op: Operation) => op.method === "DELETE" || /\/(archive|close|draw)$/.test(op.path);

type Answer = { statusCode: number; body: string; json(): unknown };

/** What is wrong with an answer (a 5xx, an error outside the error model, a guard that did not answer), or null. */
function problemOf(op: Operation, answer: Answer, expected: BodyCase["expected"]): string | null {
  const route = `${op.method} ${op.path}`;
  if (NOT_CONFIGURED.has(route) && answer.statusCode === 503 && errorOf(answer)?.code === "not_ready") return null;
  if (answer.statusCode >= 500) return `status ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
  if (answer.statusCode >= 400) {
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      body = answer.body;
    }
    // The streams subgraph is a GraphQL endpoint (The Graph's wire format): its own errors are GraphQL's.
    const isGraphQl = op.path === "/api/v1/subgraph" && isGraphQlError(body);
    if (!isGraphQl && !isErrorBody(body)) return `not in the error model: ${answer.body.slice(0, 200)}`;
    if (isErrorBody(body) && errorStatus[body.error.code] !== answer.statusCode) {
      return `code ${body.error.code} with ${answer.statusCode}`;
    }
  }
  // GET bodies are never read; the webhook's is only read once its signature holds.
  if (op.method === "GET" || RAW_BODY.has(route) || expected === "no 5xx") return null;
  // Routes that check the session in onRequest refuse a visitor before the body is read, which is as good.
  if (answer.statusCode === 401 || answer.statusCode === 403) return null;
  const want =
    expected === "too large" || (expected === "too many values" && OWN_BODY_LIMIT.has(route))
      ? { status: 413, message: "The request body is too large." }
      : { status: 400, message: expected === "too deep" ? DEPTH_MESSAGE : VALUES_MESSAGE };
  const got = answer.statusCode >= 400 ? errorOf(answer)?.message : undefined;
  if (answer.statusCode === want.status && got === want.message) return null;
  return `expected ${want.status} "${want.message}", got ${answer.statusCode} ${answer.body.slice(0, 160)}`;
}

/**
 * Sends every case to every operation as `client`. GET bodies are never read, so GETs get one case of each kind; the
 * long value in every string field goes only to `everyField` walks (validation runs before any session check, so one
 * such walk reaches every schema).
 */
async function walk(client: Client, everyField: boolean) {
  const doc = t.app.swagger() as Parameters<typeof operationsOf>[0];
  const ops = [...operationsOf(doc), ...authOperations];
  ops.sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
  expect(ops.length).toBeGreaterThan(90);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const send = (op: Operation, url: string, contentType: string, payload: string | Buffer) =>
    t.app.inject({
      method: op.method as "POST",
      url,
      headers: { ...(cookie ? { cookie } : {}), origin: "http://localhost:3000", "content-type": contentType },
      payload,
    });
  const limit = t.env.BODY_LIMIT_BYTES;
  const failures: string[] = [];
  let requests = 0;
  let refusals = 0;
  for (const op of ops) {
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(realPath(op, name)));
    const plausible = formBody(op) ?? (op.body ? valueFor(op.body, "plausible") : {});
    const cases =
      op.method === "GET"
        ? [shapeBodyCases()[0]!, shapeBodyCases()[2]!, longBodyCases({}, limit)[0]!]
        : [...shapeBodyCases(), deepInside(plausible), ...longBodyCases(plausible, limit, everyField)];
    for (const c of cases) {
      const res = await send(op, url, "application/json", c.body);
      requests++;
      const problem = problemOf(op, res, c.expected);
      if (problem) failures.push(`${op.method} ${op.path} [${c.label}] → ${problem}`);
      if (res.statusCode === 400 && /nested too deeply|too many values/.test(res.body)) refusals++;
    }
    // Form routes also take multipart bodies, whose fields the JSON guard never sees.
    if (everyField && FORM_ROUTES.has(`${op.method} ${op.path}`)) {
      const fields = formBody(op)! as Record<string, string | number | boolean>;
      const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      // A part sent as application/json arrives parsed: the same limits hold for it.
      const jsonParts: [string, Record<string, string>, BodyCase["expected"]][] = [
        ["deep arrays", { title: deepArrays(5_000) }, "too deep"],
        ["deep objects", { values: deepObjects(5_000) }, "too deep"],
        // Under the parser's 200 KB per field, or it would be cut short and refused as unreadable.
        ["wide object", { values: wideObject(15_000) }, "too many values"],
      ];
      for (const [label, parts, expected] of jsonParts) {
        const { body, contentType } = multipartBody(text, parts);
        const res = await send(op, url, contentType, body);
        requests++;
        const problem = problemOf(op, res, expected);
        if (problem) failures.push(`${op.method} ${op.path} [multipart JSON part, ${label}] → ${problem}`);
      }
      for (const field of topStringFields(fields)) {
        const long = longText(1_000_000, String(fields[field]));
        const res = await client.form(op.method as "POST", url, { ...fields, [field]: long });
        requests++;
        const problem = problemOf(op, res, "no 5xx");
        if (problem) failures.push(`${op.method} ${op.path} [multipart long ${field}] → ${problem}`);
      }
    }
  }
  // Whatever the long bodies stored must read back: every GET once more, plainly.
  for (const op of ops.filter((o) => o.method === "GET")) {
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(realPath(op, name)));
    const res = await client.get(url);
    requests++;
    const problem = problemOf(op, res, "no 5xx");
    if (problem) failures.push(`GET ${op.path} [read back] → ${problem}`);
  }
  return { failures, requests, refusals };
}

// Before the walks: the admin's walk ends with the destructive operations, which remove the fixtures.
describe("text inside a field that is parsed again", () => {
  it("refuses an ABI pasted as text whose tuples nest thousands of levels as an invalid ABI", async () => {
    const tuple = '{"type":"tuple","name":"p","components":[';
    const nested = `${tuple.repeat(5_000)}{"type":"uint256","name":"x"}${"]}".repeat(5_000)}`;
    const abi = `[{"type":"function","name":"f","stateMutability":"view","inputs":[${nested}],"outputs":[]}]`;
    const body = { contract_address: DEAD, blockchain: 8453, abi };
    const res = await admin.post("/api/v1/onchain/fetch_functions", body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "validation_failed", message: "Invalid ABI" } });
    // The same ABI as JSON (not text) never gets past the body guard.
    const raw = JSON.stringify({ ...body, abi: "ABI" }).replace('"ABI"', abi);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/onchain/fetch_functions",
      headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: raw,
    });
    expect(refused.json()).toEqual({ error: { code: "bad_request", message: DEPTH_MESSAGE } });
  });

  it("saves and reads back a mission whose description is as long as allowed and all nested tags", async () => {
    // The longest description there is (10,000 characters), 3,300 elements deep for the sanitizer and the readers.
    const description = `<p>${"<b>".repeat(3_300)}deep</p>`.padEnd(10_000, "!");
    const saved = await admin.put(`/api/v1/missions/${ids.mission}`, missionFields(ids.org, { description }));
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    const read = await admin.get(`/api/v1/missions/${ids.mission}`);
    expect(read.statusCode, read.body.slice(0, 200)).toBe(200);
    expect(read.json().data.description).toContain("deep");
  });
});

describe("deep, wide and long bodies on every operation", () => {
  it("as a visitor: no 5xx, errors in the error model, depth and width refused by the body guard", async () => {
    const { failures, requests, refusals } = await walk(visitor, false);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(800);
    // Most operations read the body before any session check: the guard answered there, not a handler.
    expect(refusals).toBeGreaterThan(300);
  }, 120_000);

  it("as an organization admin: no 5xx, errors in the error model, depth and width refused by the guard", async () => {
    const { failures, requests, refusals } = await walk(admin, true);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1_000);
    expect(refusals).toBeGreaterThan(300);
  }, 120_000);
});
