import { describe, expect, it } from "vitest";
import { openApiChecker, pruneOpenApi, type OpenApiDocument } from "../contract/openapi";
import type { Answer } from "../contract/types";

// The contract check is only worth something if it catches drift: each way an answer can depart from a document
// must show up as a mismatch, and pruning must keep exactly what the kept operations reach.

const doc: OpenApiDocument = {
  openapi: "3.0.0",
  info: { title: "Example", version: "1" },
  paths: {
    "/users/{id}": {
      parameters: [{ name: "id", in: "path" }],
      get: {
        responses: {
          "200": {
            headers: { "X-RateLimit-Remaining": { schema: { type: "integer" } } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/User" } } },
          },
          "204": { description: "nothing" },
          "4XX": { $ref: "#/components/responses/Error" },
          default: { content: { "application/problem+json": { schema: { type: "object", required: ["type"] } } } },
        },
      },
      delete: { responses: { "204": { description: "gone" } } },
    },
    "/other": { get: { responses: { "200": { $ref: "#/components/responses/Unused" } } } },
  },
  components: {
    schemas: {
      User: {
        type: "object",
        required: ["id", "flags"],
        properties: { id: { type: "string" }, flags: { $ref: "#/components/schemas/Flags" } },
      },
      Flags: { type: "integer", nullable: true },
      Unused: { type: "string" },
      ErrorBody: { type: "object", required: ["code", "message"] },
    },
    responses: {
      Error: { content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } },
      Unused: { content: { "application/json": { schema: { $ref: "#/components/schemas/Unused" } } } },
    },
  },
};

const answer = (status: number, body: unknown, headers: Record<string, string> = {}, type = "application/json") =>
  ({ status, body, headers, contentType: body === "" ? "" : type }) satisfies Answer;
const check = openApiChecker(doc, "https://example.test/openapi.json").check;
const OP = "GET /users/{id}";

describe("openApiChecker", () => {
  it("accepts an answer that conforms, nullable fields included", () => {
    expect(check(OP, answer(200, { id: "1", flags: null }, { "x-ratelimit-remaining": "4" }))).toEqual([]);
    expect(check(OP, answer(204, ""))).toEqual([]);
    expect(check(OP, answer(404, { code: 10, message: "Unknown" }))).toEqual([]);
    expect(check(OP, answer(503, { type: "down" }, {}, "application/problem+json"))).toEqual([]);
  });

  it("reports a missing field, a wrong type, a missing or wrong documented header", () => {
    expect(check(OP, answer(200, { id: 1 }, { "x-ratelimit-remaining": "4" }))).toEqual([
      "body must have required property 'flags'",
      "body/id must be string",
    ]);
    expect(check(OP, answer(200, { id: "1", flags: 0 }))).toEqual(["header X-RateLimit-Remaining is missing"]);
    expect(check(OP, answer(200, { id: "1", flags: 0 }, { "x-ratelimit-remaining": "many" }))).toEqual([
      'header X-RateLimit-Remaining: "many" must be integer',
    ]);
  });

  it("reports an undocumented media type, an unexpected body and an operation the document lacks", () => {
    expect(check(OP, answer(404, { code: 10, message: "x" }, {}, "application/problem+json"))).toEqual([
      "media type application/problem+json is not one of application/json",
    ]);
    expect(check(OP, answer(204, { id: "1" }))).toEqual(["status 204 has no documented body"]);
    expect(check("DELETE /users/{id}", answer(200, ""))).toEqual([
      "status 200 is not documented for DELETE /users/{id}",
    ]);
    expect(check("GET /nowhere", answer(200, ""))).toEqual(["GET /nowhere is not in the document"]);
  });
});

describe("pruneOpenApi", () => {
  it("keeps the operations asked for and every component they reach, nothing else", () => {
    const pruned = pruneOpenApi(doc, [OP]);
    expect(Object.keys(pruned.paths)).toEqual(["/users/{id}"]);
    expect(Object.keys(pruned.paths["/users/{id}"]!)).toEqual(["parameters", "get"]);
    expect(Object.keys(pruned.components!.schemas!)).toEqual(["ErrorBody", "Flags", "User"]);
    expect(Object.keys(pruned.components!.responses!)).toEqual(["Error"]);
    expect(pruned.components!.schemas!.User).toEqual(doc.components!.schemas!.User);
  });

  it("refuses an operation the document does not have", () => {
    expect(() => pruneOpenApi(doc, ["POST /users/{id}"])).toThrow("the document has no POST /users/{id}");
  });
});
