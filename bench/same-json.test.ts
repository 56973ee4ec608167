import { describe, expect, it } from "vitest";
import { answerDifferences, headerDifferences } from "./same-answers";
import { jsonDifferences } from "./same-json";

// The bench times a reference only when this comparison finds nothing: each case below is a way a plain reference
// could answer less (or differently) than our API and look faster for it.

describe("jsonDifferences", () => {
  it("finds nothing when only the order of keys differs", () => {
    const ours = { data: [{ id: "a", reward: { kind: "raffle", asset: null } }], next: null };
    const ref = { next: null, data: [{ reward: { asset: null, kind: "raffle" }, id: "a" }] };
    expect(jsonDifferences(ours, ref)).toEqual([]);
  });

  it("names the path of a differing value, with both values", () => {
    const ours = { items: [{}, {}, {}, { reward: { asset: "USDC" } }] };
    const ref = { items: [{}, {}, {}, { reward: { asset: null } }] };
    expect(jsonDifferences(ours, ref)).toEqual(['items[3].reward.asset: ours "USDC" ref null (string against null)']);
  });

  it("tells a field the reference leaves out from one it sends as null", () => {
    expect(jsonDifferences({ data: { phase: "live" } }, { data: {} })).toEqual([
      'data.phase: ours "live" ref (missing)',
    ]);
    expect(jsonDifferences({ data: {} }, { data: { sort_weight: 3 } })).toEqual([
      "data.sort_weight: ours (missing) ref 3",
    ]);
    expect(jsonDifferences({ a: null }, {})).toEqual(["a: ours null ref (missing)"]);
  });

  it("tells a number from the same digits as a string, and a date's ISO form from another", () => {
    expect(jsonDifferences({ credits: 5 }, { credits: "5" })).toEqual([
      'credits: ours 5 ref "5" (number against string)',
    ]);
    expect(jsonDifferences({ at: "2026-01-01T00:00:00.000Z" }, { at: "2026-01-01 00:00:00+00" })).toHaveLength(1);
    expect(jsonDifferences({ x: 0.1 + 0.2 }, { x: 0.3 })).toHaveLength(1);
    expect(jsonDifferences({ x: 0 }, { x: -0 })).toHaveLength(1);
  });

  it("compares arrays in order and names extra or missing items", () => {
    expect(jsonDifferences([1, 2], [2, 1])).toEqual(["[0]: ours 1 ref 2", "[1]: ours 2 ref 1"]);
    expect(jsonDifferences({ data: [1, 2, 3] }, { data: [1, 2] })).toEqual(["data[2]: ours 3 ref (missing)"]);
    expect(jsonDifferences({ data: [] }, { data: [{ id: 1 }] })).toEqual(['data[0]: ours (missing) ref {"id":1}']);
  });

  it("reports an object against an array or a scalar at that path", () => {
    expect(jsonDifferences({ settlement: { status: "open" } }, { settlement: "open" })).toEqual([
      'settlement: ours {"status":"open"} ref "open" (object against string)',
    ]);
    expect(jsonDifferences({ a: [] }, { a: {} })).toEqual(["a: ours [] ref {} (array against object)"]);
  });

  it("lists at most `limit` differences and says how many more there are", () => {
    const ours = { data: Array.from({ length: 30 }, () => ({ phase: "live" })) };
    const ref = { data: Array.from({ length: 30 }, () => ({})) };
    const out = jsonDifferences(ours, ref, 5);
    expect(out).toHaveLength(6);
    expect(out[4]).toBe('data[4].phase: ours "live" ref (missing)');
    expect(out[5]).toBe("… and 25 more");
  });

  it("shortens long values in the report", () => {
    const [line] = jsonDifferences({ s: "x".repeat(500) }, { s: "y" });
    expect(line!.length).toBeLessThan(120);
    expect(line).toContain("…");
  });
});

describe("answerDifferences", () => {
  const answer = (status: number, text: string, headers: Record<string, string> = {}) => ({ status, text, headers });

  it("fails on the status even when the bodies agree", () => {
    expect(answerDifferences(answer(200, "{}"), answer(404, "{}"))).toEqual(["status: ours 200 ref 404"]);
  });

  it("compares bodies that are not JSON as text", () => {
    expect(answerDifferences(answer(200, "ok"), answer(200, "ok"))).toEqual([]);
    expect(answerDifferences(answer(200, '{"a":1}'), answer(200, "oops"))).toEqual([
      "body: ours JSON (7 chars), ref not JSON",
    ]);
  });

  it("compares headers only when asked, leaving out the connection's and per-request values", () => {
    const ours = answer(200, "{}", {
      "x-frame-options": "DENY",
      "x-request-id": "a",
      date: "Mon",
      "content-length": "2",
      vary: "Cookie",
    });
    const ref = answer(200, "{}", { "x-request-id": "b", date: "Tue", "content-length": "3", vary: "Origin" });
    expect(answerDifferences(ours, ref)).toEqual([]);
    expect(answerDifferences(ours, ref, { headers: true })).toEqual([
      'header vary: ours "Cookie" ref "Origin"',
      'header x-frame-options: ours "DENY" ref (missing)',
    ]);
  });

  it("requires a per-request header on both sides, whatever its value", () => {
    expect(headerDifferences({ "x-request-id": "a" }, {})).toEqual(['header x-request-id: ours "a" ref (missing)']);
  });
});
