import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BODY_MAX_DEPTH,
  BODY_MAX_VALUES,
  depthMessage,
  jsonShapeProblem,
  valueShapeProblem,
  valuesMessage,
} from "./json-shape";

const TOO_DEEP = "The request body is nested too deeply (more than 64 levels).";
const TOO_MANY = "The request body has too many values (more than 20,000).";

const arrays = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** Depth and number of values (containers, scalars and keys) of a parsed value, walked with an explicit stack. */
function measure(value: unknown): { depth: number; values: number } {
  let depth = 0;
  let values = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    values++;
    if (typeof item !== "object" || item === null) continue;
    depth = Math.max(depth, level + 1);
    const children = Array.isArray(item) ? item : Object.values(item);
    if (!Array.isArray(item)) values += children.length;
    for (const child of children) stack.push([child, level + 1]);
  }
  return { depth, values };
}

describe("jsonShapeProblem", () => {
  it("passes bodies nested exactly 64 levels and refuses 65, in arrays, objects and mixed", () => {
    expect(BODY_MAX_DEPTH).toBe(64);
    expect(jsonShapeProblem(arrays(64))).toBeNull();
    expect(jsonShapeProblem(arrays(65))).toBe(TOO_DEEP);
    expect(jsonShapeProblem(objects(64))).toBeNull();
    expect(jsonShapeProblem(objects(65))).toBe(TOO_DEEP);
    expect(jsonShapeProblem(`{"a":[${'{"b":['.repeat(31)}${"]}".repeat(31)}]}`)).toBeNull();
    expect(jsonShapeProblem(`{"a":[${'{"b":['.repeat(32)}${"]}".repeat(32)}]}`)).toBe(TOO_DEEP);
    // Depth is how many are open at once, not how many there are.
    expect(jsonShapeProblem(`[${Array.from({ length: 100 }, () => arrays(64 - 1)).join(",")}]`)).toBeNull();
    expect(jsonShapeProblem(arrays(5_000))).toBe(TOO_DEEP);
  });

  it("does not count brackets inside strings, whatever the escapes before them", () => {
    expect(jsonShapeProblem(JSON.stringify(["[".repeat(1_000), "{".repeat(1_000)]))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ ["[".repeat(500)]: "]".repeat(500) }))).toBeNull();
    // An escaped quote does not end the string: the brackets after it are still text.
    expect(jsonShapeProblem(`["a\\"${"[".repeat(100)}"]`)).toBeNull();
    expect(jsonShapeProblem(`["\\\\\\"${"[".repeat(100)}"]`)).toBeNull();
    // An escaped backslash does: the brackets after the closing quote count.
    expect(jsonShapeProblem(`["a\\\\",${arrays(64)}]`)).toBe(TOO_DEEP);
    expect(jsonShapeProblem(`["a\\\\",${arrays(63)}]`)).toBeNull();
    expect(jsonShapeProblem(`["\\u005b\\u005b",${arrays(63)}]`)).toBeNull();
  });

  it("counts every value and key: 20,000 pass, 20,001 are refused", () => {
    expect(BODY_MAX_VALUES).toBe(20_000);
    // The array itself is one value.
    expect(jsonShapeProblem(`[${"0,".repeat(19_998)}0]`)).toBeNull();
    expect(jsonShapeProblem(`[${"0,".repeat(19_999)}0]`)).toBe(TOO_MANY);
    // An object of n keys is 1 + 2n values.
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}": true`).join(", ")}}`;
    expect(jsonShapeProblem(keys(9_999))).toBeNull();
    expect(jsonShapeProblem(keys(10_000))).toBe(TOO_MANY);
    expect(jsonShapeProblem(`[${Array.from({ length: 19_999 }, () => '"x"').join(",")}]`)).toBeNull();
    expect(jsonShapeProblem(`[${Array.from({ length: 20_000 }, () => "{}").join(",")}]`)).toBe(TOO_MANY);
  });

  it("counts a number or a literal as one value, however long, and skips whitespace", () => {
    // Six values: the array and its five members.
    const limits = { maxDepth: 10, maxValues: 6 };
    const spaced = " [ true ,\n\tfalse,null , -1.5e+10, 123456789012345678901234567890 ] ";
    expect(jsonShapeProblem(spaced, limits)).toBeNull();
    expect(jsonShapeProblem("[true,false,null,1,2,3]", limits)).toBe(valuesMessage(6));
    expect(jsonShapeProblem("", limits)).toBeNull();
    expect(jsonShapeProblem('"a long string: [[[[[[[[[[[[[[[["', { maxDepth: 1, maxValues: 1 })).toBeNull();
  });

  it("leaves text that is not JSON to the parser, without letting stray closers buy depth", () => {
    expect(jsonShapeProblem('{"a": [1, 2')).toBeNull();
    expect(jsonShapeProblem('["never closed')).toBeNull();
    expect(jsonShapeProblem(`${"]".repeat(100)}${arrays(65)}`)).toBe(TOO_DEEP);
    expect(jsonShapeProblem(`${"}".repeat(100)}${arrays(64)}`)).toBeNull();
  });

  it("reads a megabyte-long string in one pass", () => {
    const text = JSON.stringify({ bio: `${'a\\"['.repeat(250_000)}` });
    const started = performance.now();
    expect(jsonShapeProblem(text)).toBeNull();
    // Linear: a quadratic scan of a megabyte would take minutes, not a blink.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("agrees with the parsed value's own depth and count for any JSON, compact or indented", () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 6 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(undefined, 2, "\t"),
        (value, maxDepth, maxValues, indent) => {
          const text = JSON.stringify(value, null, indent);
          const { depth, values } = measure(JSON.parse(text));
          const problem = jsonShapeProblem(text, { maxDepth, maxValues });
          if (depth <= maxDepth && values <= maxValues) expect(problem).toBeNull();
          else {
            const tooDeep = depth > maxDepth && depthMessage(maxDepth);
            const tooMany = values > maxValues && valuesMessage(maxValues);
            expect([tooDeep, tooMany]).toContain(problem);
          }
          // The parsed value is judged alike (which limit is named first may differ: the walks go in other orders).
          expect(valueShapeProblem(JSON.parse(text), { maxDepth, maxValues }) === null).toBe(problem === null);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("judges parsed values as their text: 64 levels and 20,000 values pass, one more is refused", () => {
    expect(valueShapeProblem(JSON.parse(arrays(64)))).toBeNull();
    expect(valueShapeProblem(JSON.parse(arrays(65)))).toBe(TOO_DEEP);
    expect(valueShapeProblem(JSON.parse(objects(5_000)))).toBe(TOO_DEEP);
    expect(valueShapeProblem(JSON.parse(`[${"0,".repeat(19_998)}0]`))).toBeNull();
    expect(valueShapeProblem(JSON.parse(`[${"0,".repeat(19_999)}0]`))).toBe(TOO_MANY);
    // A form of two fields, one an object of n keys: 5 + 2n values.
    const form = (n: number) => ({
      title: "t",
      values: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1])),
    });
    expect(valueShapeProblem(form(9_997))).toBeNull();
    expect(valueShapeProblem(form(9_998))).toBe(TOO_MANY);
    expect(valueShapeProblem("just text")).toBeNull();
  });
});
