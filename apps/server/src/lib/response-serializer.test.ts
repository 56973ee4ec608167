import fastJson from "fast-json-stringify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { withPlainNullables, writerSchema } from "./response-serializer";

const answer = z.object({
  at: z.date().nullable(),
  iso: z.iso.datetime().nullable(),
  count: z.number().int().nullable(),
  kind: z.enum(["image", "video"]).nullable(),
  reward: z.object({ title: z.string(), winners: z.number().int().nullable() }).nullable(),
  tags: z.array(z.string()).nullable(),
  either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
});

describe("the compiled writer's schema", () => {
  it("has no anyOf left for nullable fields (each would run a validator per value), only for real unions", () => {
    const text = JSON.stringify(writerSchema(answer));
    expect(text.match(/anyOf/g)?.length).toBe(1);
    expect(text).not.toContain("pattern");
  });

  it("writes the same JSON as JSON.stringify for every field, null or not", () => {
    const write = fastJson(writerSchema(answer));
    const full = {
      at: new Date("2026-11-26T10:00:00.000Z"),
      iso: "2026-11-26T10:00:00Z",
      count: 7,
      kind: "video" as const,
      reward: { title: "Prize", winners: null },
      tags: ["a", "b"],
      either: { b: 3 },
    };
    const empty = { at: null, iso: null, count: null, kind: null, reward: null, tags: null, either: { a: "x" } };
    for (const value of [full, empty, { ...full, reward: { title: "P", winners: 0 } }]) {
      expect(JSON.parse(write(value))).toEqual(JSON.parse(JSON.stringify(value)));
    }
  });

  it("leaves a union of null with a union, a reference or two other types as it is", () => {
    const keep = [
      { anyOf: [{ anyOf: [{ type: "string" }, { type: "number" }] }, { type: "null" }] },
      { anyOf: [{ $ref: "#/definitions/x", type: "object" }, { type: "null" }] },
      { anyOf: [{ type: "string" }, { type: "number" }] },
      { anyOf: [{ type: "string" }, { type: "null" }, { type: "number" }] },
    ];
    for (const schema of keep) expect(withPlainNullables(schema)).toEqual(schema);
  });

  it("keeps a property that is named like a validation keyword", () => {
    const schema = { type: "object", properties: { pattern: { type: "string" }, minimum: { type: "number" } } };
    expect(withPlainNullables(schema)).toEqual(schema);
  });
});
