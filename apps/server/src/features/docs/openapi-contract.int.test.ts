import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@hey-api/openapi-ts";
import { Validator } from "@seriousme/openapi-schema-validator";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTestApp, type TestApp } from "../../test/harness";
import {
  inDocument,
  operationsOf,
  schemaValidator,
  type OpenApiDocument,
  type SchemaObject,
} from "../../test/openapi-document";

// The contract integrators build on: the document the server serves at /api/docs/json is valid OpenAPI 3.1 by an
// independent validator, every schema in it is well-formed JSON Schema 2020-12, and @hey-api/openapi-ts generates a
// TypeScript client from it that compiles under --strict (the client DESIGN promises organizations).

let t: TestApp;
let doc: OpenApiDocument;
let dir: string;
/** The document's figures, printed with OPENAPI_REPORT=1. */
const figures: Record<string, number> = {};
withTestApp(async (app) => {
  t = app;
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "questhq-openapi-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  if (process.env.OPENAPI_REPORT) console.log(figures);
});

/** Every schema object an operation declares, named by where it sits. */
function declaredSchemas(d: OpenApiDocument): [string, SchemaObject][] {
  const out: [string, SchemaObject][] = [];
  for (const { method, path: p, op } of operationsOf(d)) {
    const at = `${method} ${p}`;
    for (const param of op.parameters ?? []) {
      if (param.schema) out.push([`${at} ${param.in} ${param.name}`, param.schema]);
    }
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
      if (media.schema) out.push([`${at} body ${type}`, media.schema]);
    }
    for (const [status, answer] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(answer.content ?? {})) {
        if (media.schema) out.push([`${at} ${status} ${type}`, media.schema]);
      }
    }
  }
  for (const [name, schema] of Object.entries(d.components?.schemas ?? {})) out.push([`components ${name}`, schema]);
  return out;
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by an independent validator", async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("declares only well-formed JSON Schema 2020-12 (strict: no unknown or misplaced keywords)", () => {
    const ajv = schemaValidator(doc);
    const broken: string[] = [];
    const schemas = declaredSchemas(doc);
    for (const [where, schema] of schemas) {
      try {
        ajv.compile(inDocument(schema));
      } catch (err) {
        broken.push(`${where}: ${(err as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
    expect(schemas.length).toBeGreaterThan(300);
  });

  it("declares every operation's error answers in the error model, by what the operation is", () => {
    const wrong: string[] = [];
    let declared = 0;
    for (const { method, path: p, op } of operationsOf(doc)) {
      const at = `${method} ${p}`;
      const errors = Object.keys(op.responses).filter((status) => Number(status) >= 400);
      declared += errors.length;
      const expected = [
        400,
        500,
        ...(op.security?.length ? [401] : []),
        ...(["POST", "PUT", "PATCH", "DELETE"].includes(method) ? [403] : []),
        ...(p.includes("{") ? [404] : []),
        ...(p === "/api/health" || p === "/api/ready" ? [] : [429]),
      ];
      for (const status of expected) if (!errors.includes(String(status))) wrong.push(`${at}: no ${status}`);
      // Only what says who is asking can refuse an unknown caller.
      if (!op.security?.length && errors.includes("401")) wrong.push(`${at}: 401 on a public operation`);
      for (const status of errors) {
        const schema = op.responses[status]!.content?.["application/json"]?.schema;
        const isHouseModel = schema?.$ref === "#/components/schemas/ErrorAnswer";
        // The subgraph refuses a query in GraphQL's own shape, or in the house model (chain-rewards.routes.ts).
        const isGraphQl = p === "/api/v1/subgraph" && status === "400";
        if (!isHouseModel && !isGraphQl) wrong.push(`${at}: ${status} is not the error model`);
      }
    }
    expect(wrong).toEqual([]);
    expect(doc.components?.schemas?.ErrorAnswer).toMatchObject({ required: ["error"] });
    figures.errorAnswers = declared;
  });

  it("declares the request bodies, form bodies as JSON and as multipart/form-data with their files", () => {
    const body = (method: string, p: string) => doc.paths[p]?.[method]?.requestBody;
    // Bodies the use-cases read and parse themselves (before, none of these was declared).
    const parsedByUseCases = [
      ["post", "/api/v1/missions"],
      ["put", "/api/v1/missions/{id}"],
      ["post", "/api/v1/rewards"],
      ["put", "/api/v1/rewards/{id}"],
      ["post", "/api/v1/objectives"],
      ["put", "/api/v1/objectives/{id}"],
      ["post", "/api/v1/missions/{id}/objectives/reorder"],
      ["post", "/api/v1/missions/{id}/flag"],
      ["post", "/api/v1/missions/{id}/participate"],
      ["post", "/api/v1/missions/{id}/complete"],
      ["post", "/api/v1/missions/{id}/export"],
      ["post", "/api/v1/onchain/fetch_functions"],
      ["post", "/api/v1/swaps"],
      ["post", "/api/stripe/webhook"],
    ] as const;
    for (const [method, p] of parsedByUseCases) {
      expect(body(method, p)?.content["application/json"]?.schema, `${method} ${p}`).toMatchObject({ type: "object" });
    }
    const forms = { "/api/v1/missions": "banner", "/api/v1/rewards": "reward_asset" } as const;
    for (const [base, file] of Object.entries(forms)) {
      for (const [method, p] of [
        ["post", base],
        ["put", `${base}/{id}`],
      ] as const) {
        const form = body(method, p)?.content["multipart/form-data"];
        const json = body(method, p)?.content["application/json"]?.schema as { properties: object };
        // The same fields as the JSON body, plus the file.
        expect(form?.schema, `${method} ${p}`).toMatchObject({
          properties: { ...json.properties, [file]: { type: "string", format: "binary" } },
        });
        expect(form?.encoding?.[file]?.contentType).toMatch(/^image\/png, image\/jpeg/);
      }
    }
    const operations = operationsOf(doc);
    figures.operations = operations.length;
    figures.requestBodies = operations.filter((o) => o.op.requestBody).length;
    figures.multipartBodies = operations.filter((o) => o.op.requestBody?.content["multipart/form-data"]).length;
    expect(figures.multipartBodies).toBe(4);
  });

  it("generates a TypeScript client with @hey-api/openapi-ts that compiles under tsc --strict", async () => {
    const input = path.join(dir, "openapi.json");
    const output = path.join(dir, "client");
    writeFileSync(input, JSON.stringify(doc));
    await createClient({
      input,
      output,
      logs: { level: "silent" },
      plugins: ["@hey-api/client-fetch", "@hey-api/typescript", "@hey-api/sdk"],
    });
    expect(readdirSync(output)).toEqual(expect.arrayContaining(["sdk.gen.ts", "types.gen.ts"]));

    const program = ts.createProgram([path.join(output, "index.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
      types: [],
      skipLibCheck: false,
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
      const where = d.file ? `${path.relative(output, d.file.fileName)}:${(at?.line ?? 0) + 1} ` : "";
      return where + ts.flattenDiagnosticMessageText(d.messageText, "\n");
    });
    expect(errors).toEqual([]);

    // Every operation of the document became a function of the SDK.
    const sdk = program.getSourceFile(path.join(output, "sdk.gen.ts"))!.text;
    const functions = sdk.match(/^export const \w+ = </gm) ?? [];
    expect(functions.length).toBe(operationsOf(doc).length);
    // …with its error answers typed: the error model, per status.
    const types = program.getSourceFile(path.join(output, "types.gen.ts"))!.text;
    expect(types).toMatch(/export type ErrorAnswer = \{\s+error: \{/);
    expect(types).toMatch(/export type PostApiV1MissionsErrors = \{[^}]*401: ErrorAnswer;/);
    figures.sdkFunctions = functions.length;
  }, 180_000);
});
