import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { firstDifference, responseSerializerCompiler } from "../../lib/response-serializer";
import { withTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
withTestApp((app) => (t = app));

type Operation = {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
};

describe("response schemas", () => {
  it("describe the answer of every operation in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const undescribed: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        // A success with a body has its schema; a redirect or an empty answer says what it is.
        const described = Object.entries(op.responses ?? {}).some(([code, r]) =>
          /^2/.test(code) && code !== "204" ? Boolean(r.content) : r.description !== "Default Response",
        );
        if (!described) undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(undescribed).toEqual([]);
  });

  it("name the first field of an answer its schema would drop", () => {
    expect(firstDifference({ a: 1, b: [{ c: 2 }] }, { a: 1, b: [{ c: 2 }] })).toBeNull();
    expect(firstDifference({ data: { a: 1, secret: "x" } }, { data: { a: 1 } })).toBe("data.secret");
    expect(firstDifference({ data: [{ a: 1 }, { a: 2, b: 3 }] }, { data: [{ a: 1 }, { a: 2 }] })).toBe("data[1].b");
  });

  it("write the declared fields, Dates as ISO strings, and refuse undeclared ones outside production", () => {
    const schema = z.object({ id: z.string(), at: z.date(), n: z.number().nullable(), tags: z.array(z.string()) });
    const answer = { id: "a", at: new Date(Date.UTC(2026, 0, 2)), n: null, tags: ["x"] };
    const expected = { id: "a", at: "2026-01-02T00:00:00.000Z", n: null, tags: ["x"] };
    const args = { schema, method: "GET", url: "/t" };
    const production = responseSerializerCompiler({ strict: false })(args);
    const strict = responseSerializerCompiler({ strict: true })(args);
    expect(JSON.parse(production(answer))).toEqual(expected);
    expect(JSON.parse(strict(answer))).toEqual(expected);
    // Production drops a field the schema does not name; elsewhere that is an error naming the field.
    expect(JSON.parse(production({ ...answer, secret: "s" }))).toEqual(expected);
    const stderr = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => strict({ ...answer, secret: "s" })).toThrow(/secret is not in its response schema/);
    expect(() => strict({ ...answer, n: "1" })).toThrow(/does not match its response schema/);
    expect(stderr).toHaveBeenCalledTimes(2);
    stderr.mockRestore();
  });
});
