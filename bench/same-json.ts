// The bench compares our reads with plain references (reference-server.ts) only when both answer the same thing: a
// reference that leaves out a field, a join or a conversion is cheaper for it and flatters the ratio. This module is
// the field-by-field comparison of two parsed JSON answers, naming every place they differ.

/** A parsed JSON value, as JSON.parse answers it. */
type Json = unknown;

const MAX_SHOWN = 80;

/** A value as the report shows it: JSON, shortened; "(missing)" for a key one side does not have. */
function shown(value: Json | typeof MISSING): string {
  if (value === MISSING) return "(missing)";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

const MISSING = Symbol("missing");

const isObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

const kindOf = (v: Json): string => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every path where `ours` and `ref` differ, as `path: ours <value> ref <value>` (e.g.
 * `data[3].reward.reward_asset: ours "USDC" ref null`), at most `limit` of them (a last line says how many more).
 * Key order does not matter; array order, value types, null against absent, and every string and number do (numbers
 * by Object.is, so -0 is not 0). An empty list means the two are the same JSON.
 */
export function jsonDifferences(ours: Json, ref: Json, limit = 20): string[] {
  const out: string[] = [];
  let more = 0;
  const report = (path: string, a: Json | typeof MISSING, b: Json | typeof MISSING, note = "") => {
    if (out.length < limit) out.push(`${path || "(root)"}: ours ${shown(a)} ref ${shown(b)}${note}`);
    else more++;
  };
  const walk = (a: Json, b: Json, path: string) => {
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (i >= a.length) report(`${path}[${i}]`, MISSING, b[i]);
        else if (i >= b.length) report(`${path}[${i}]`, a[i], MISSING);
        else walk(a[i], b[i], `${path}[${i}]`);
      }
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const inA = Object.hasOwn(a, key);
        const inB = Object.hasOwn(b, key);
        if (inA && inB) walk(a[key], b[key], join(path, key));
        else report(join(path, key), inA ? a[key] : MISSING, inB ? b[key] : MISSING);
      }
      return;
    }
    if (Object.is(a, b)) return;
    const note = kindOf(a) === kindOf(b) ? "" : ` (${kindOf(a)} against ${kindOf(b)})`;
    report(path, a, b, note);
  };
  walk(ours, ref, "");
  if (more > 0) out.push(`… and ${more} more`);
  return out;
}
