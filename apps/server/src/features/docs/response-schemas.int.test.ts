import { describe, expect, it } from "vitest";
import { firstDifference } from "../../lib/response-serializer";
import { withTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
withTestApp((app) => (t = app));

type Operation = { responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }> };

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
});
