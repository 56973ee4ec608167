import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorStatus, isErrorBody } from "@questhq/core";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { createTestApp, type Client, type TestApp } from "../../test/harness";
import { adminWithEverything, missionFields, realPathValue, rewardFields } from "../../test/mission-kit";
import { badRequestsFor, operationsOf, type Operation } from "../../test/openapi-fuzz";
import { mismatches, schemaValidator, type OpenApiDocument } from "../../test/openapi-document";

// Every operation of the OpenAPI document gets NUL bytes, broken percent-encodings, wrong types and extreme
// values in its path, query and body, sent by an organization admin with real ids, so requests that pass
// validation reach the handlers and the database. No answer may be a 5xx, every error is in the error model, and
// every answer is one the document declares for the operation (its status, and a JSON answer its schema).

let t: TestApp;
let admin: Client;
let ids: Awaited<ReturnType<typeof adminWithEverything>>["ids"];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, ids } = await adminWithEverything(t, "fuzz"));
});
afterAll(async () => t?.close());

const realPath = (op: Operation, name: string) => realPathValue(ids, op.path, name);

/**
 * Valid bodies for the routes whose bodies name existing things (an organization, a mission): the document's schema
 * gives the shape (and the bad variants), these give ids that exist so the request reaches the use-case.
 */
function formBody(op: Operation): Record<string, unknown> | null {
  const route = `${op.method} ${op.path}`;
  if (route === "POST /api/v1/missions" || route === "PUT /api/v1/missions/{id}") return missionFields(ids.org);
  if (route === "POST /api/v1/objectives")
    return { mission: ids.mission, template: "link_click", values: VALID_VALUES.link_click };
  if (route === "PUT /api/v1/objectives/{id}") return { values: VALID_VALUES.link_click };
  if (route === "POST /api/v1/rewards" || route === "PUT /api/v1/rewards/{id}") return rewardFields(ids.mission);
  if (route === "POST /api/v1/onchain/fetch_functions")
    return { contract_address: "0x000000000000000000000000000000000000dEaD", blockchain: 8453, abi: "[]" };
  return null;
}

// better-auth's routes are mounted as they are and hidden from the document; the ones the web app calls join the walk.
const str = { type: "string" } as const;
const authOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/auth/email-otp/send-verification-otp",
    pathParams: [],
    query: {},
    body: { type: "object", properties: { email: str, type: { type: "string", enum: ["sign-in"] } } },
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email-otp",
    pathParams: [],
    query: {},
    body: { type: "object", properties: { email: str, otp: str } },
  },
  {
    method: "POST",
    path: "/api/auth/siwe/nonce",
    pathParams: [],
    query: {},
    body: { type: "object", properties: { walletAddress: str, chainId: { type: "integer" } } },
  },
  {
    method: "POST",
    path: "/api/auth/siwe/verify",
    pathParams: [],
    query: {},
    body: {
      type: "object",
      properties: { message: str, signature: str, walletAddress: str, chainId: { type: "integer" } },
    },
  },
  {
    method: "GET",
    path: "/api/auth/get-session",
    pathParams: [],
    query: { disableCookieCache: { type: "boolean" } },
    body: null,
  },
];

const isGraphQlError = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  Array.isArray((body as { errors?: unknown }).errors) &&
  (body as { errors: { message?: unknown }[] }).errors.every((e) => typeof e.message === "string");

// Destructive operations last, so the others still find the fixtures they act on.
const isDestructive = (op: Operation) => op.method === "DELETE" || /\/(archive|close|draw)$/.test(op.path);

describe("bad input on every operation of the OpenAPI document", () => {
  it("never answers 5xx and always answers errors in the error model", async () => {
    const doc = t.app.swagger() as Parameters<typeof operationsOf>[0];
    const described = t.app.swagger() as unknown as OpenApiDocument;
    const ajv = schemaValidator(described);
    const ops = [...operationsOf(doc), ...authOperations].sort(
      (a, b) => Number(isDestructive(a)) - Number(isDestructive(b)),
    );
    expect(ops.length).toBeGreaterThan(90);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let reachedHandlers = 0;
    let checkedAnswers = 0;
    for (const op of ops) {
      for (const req of badRequestsFor(op, realPath, formBody)) {
        const res = await t.app.inject({
          method: req.method as "GET",
          url: req.url,
          headers: {
            cookie,
            origin: "http://localhost:3000",
            ...(req.body !== undefined ? { "content-type": req.contentType ?? "application/json" } : {}),
          },
          payload: req.body,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${op.method} ${op.path} [${req.label}] → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
        // better-auth's routes are not in the document; every other answer must be one it declares.
        const declared = described.paths[op.path]?.[op.method.toLowerCase()]?.responses;
        if (declared) {
          const answer = declared[String(res.statusCode)];
          const schema = answer?.content?.["application/json"]?.schema;
          const isJson = String(res.headers["content-type"]).startsWith("application/json");
          if (!answer) failures.push(`${where}: status not declared`);
          else if (schema && isJson) {
            for (const problem of mismatches(ajv, schema, res.json())) failures.push(`${where}: ${problem}`);
          }
          checkedAnswers++;
        }
        if (res.statusCode < 400) {
          reachedHandlers++;
          continue;
        }
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
        // The streams subgraph is a GraphQL endpoint (The Graph's wire format): its own errors are GraphQL's.
        if (op.path === "/api/v1/subgraph" && isGraphQlError(body)) continue;
        if (!isErrorBody(body)) failures.push(`${where}: not in the error model: ${res.body.slice(0, 200)}`);
        else if (errorStatus[body.error.code] !== res.statusCode)
          failures.push(`${where}: code ${body.error.code} with status ${res.statusCode}`);
        else if (!body.error.message || /FST_|ZodError|TypeError|\bat \//.test(body.error.message))
          failures.push(`${where}: message ${body.error.message}`);
      }
    }
    if (process.env.FUZZ_REPORT) {
      const counts = { statuses: Object.fromEntries(statuses), reachedHandlers, checkedAnswers };
      console.log({ ...counts, failures: failures.length });
    }
    expect(failures).toEqual([]);
    // The walk is only worth something if plenty of those requests got past validation into the handlers.
    expect(reachedHandlers).toBeGreaterThan(50);
    expect(statuses.get(400)).toBeGreaterThan(500);
    // The form bodies went the multipart way too: a file that is not a picture is refused by its bytes.
    expect(statuses.get(415)).toBeGreaterThan(0);
    expect(checkedAnswers).toBeGreaterThan(1500);
  }, 240_000);
});

describe("the one input guard", () => {
  const expectError = (res: { statusCode: number; json(): unknown }, code: string, message: RegExp) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code, message: expect.stringMatching(message) } });
  };

  it("answers NUL bytes, broken percent-encoding and over-long parameters in the address with 400s", async () => {
    expectError(await t.app.inject({ url: "/api/v1/missions/%00" }), "bad_request", /null character/);
    expectError(await t.app.inject({ url: "/api/v1/missions?search=ab%00cd" }), "bad_request", /null character/);
    expectError(await t.app.inject({ url: "/api/v1/missions/%E0%A4%A" }), "bad_request", /broken percent-encoded/);
    expectError(await t.app.inject({ url: "/api/v1/missions?search=%FF%FE" }), "bad_request", /broken percent-encoded/);
    expectError(await t.app.inject({ url: `/api/v1/missions/${"a".repeat(201)}` }), "bad_request", /too long/);
    // Pages too: the guard runs before the router's fallbacks.
    expectError(await t.app.inject({ url: "/missions/%E0%A4%A" }), "bad_request", /broken percent-encoded/);
    // An escaped percent sign is just text.
    expect((await t.app.inject({ url: "/api/v1/missions?search=100%2500" })).statusCode).toBe(200);
  });

  it("names the field holding a NUL or a broken character in JSON and form bodies", async () => {
    const nul = await admin.post("/api/v1/organizations", { name: "Null\u0000Org", slug: "null-org" });
    expectError(nul, "validation_failed", /null character/);
    expect(nul.json().error.fields).toHaveProperty("name");
    const surrogate = await admin.patch("/api/v1/users/me", { bio: "half an emoji \ud83d" });
    expectError(surrogate, "validation_failed", /broken character/);
    expect(surrogate.json().error.fields).toHaveProperty("bio");
    const form = await admin.form("POST", "/api/v1/missions", { ...missionFields(ids.org), title: "Form\u0000title" });
    expectError(form, "validation_failed", /null character/);
    expect(form.json().error.fields).toHaveProperty("title");
    const bytes = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": "application/json",
      },
      payload: Buffer.concat([Buffer.from('{"bio":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    expectError(bytes, "bad_request", /not valid UTF-8/);
  });

  it("answers what Node's HTTP parser refuses (raw bytes in the request line) in the error model", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = (line: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () =>
          socket.end(Buffer.concat([line, Buffer.from("\r\nHost: localhost\r\n\r\n")])),
        );
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
      });
    for (const byte of [0xff, 0x00]) {
      const answer = await raw(
        Buffer.concat([Buffer.from("GET /api/v1/missions?search=ab"), Buffer.from([byte]), Buffer.from(" HTTP/1.1")]),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
        error: {
          code: "bad_request",
          message: "The request could not be read: its address or headers contain characters that are not allowed.",
        },
      });
    }
  });
});
