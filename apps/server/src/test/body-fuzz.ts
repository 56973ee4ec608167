// Bodies built to hurt a server rather than to be wrong: nested thousands of levels deep (recursive walkers run out
// of stack), wide (hundreds of thousands of values), and long (a string close to BODY_LIMIT_BYTES, with the runs
// that make a careless regex backtrack). Built as text, so the test itself never recurses over them.

export type BodyCase = {
  label: string;
  body: string;
  /** What the body guard must answer for a JSON body: a depth or count refusal, 413, or anything but a 5xx. */
  expected: "too deep" | "too many values" | "too large" | "no 5xx";
};

export const DEEP_LEVELS = 5_000;
export const WIDE_KEYS = 100_000;

export const deepArrays = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
export const deepObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** An object of `keys` keys; short base-36 names keep 100,000 of them under 1 MB, longer ones push it over. */
export function wideObject(keys: number, prefix = ""): string {
  const parts: string[] = [];
  for (let i = 0; i < keys; i++) parts.push(`"${prefix}${i.toString(36)}":0`);
  return `{${parts.join(",")}}`;
}

export const wideArray = (values: number) => `[${"0,".repeat(values - 1)}0]`;

/**
 * `length` characters that start like a plausible value and go on with the classic backtracking triggers: a long
 * run of letters ended by something else, a long run of spaces ended by a letter, nested tags and brackets.
 */
export function longText(length: number, start = ""): string {
  const quarter = Math.max(0, Math.floor((length - start.length) / 4));
  const tags = "<b>".repeat(Math.floor(quarter / 3));
  const runs = ["a".repeat(quarter), "!", " ".repeat(quarter), "x", tags, "[".repeat(quarter)];
  return `${start}${runs.join("")}`.slice(0, length);
}

/** The string fields at the top of a plausible body: where a long value reaches validation and the handler. */
export function topStringFields(body: unknown): string[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [];
  return Object.entries(body)
    .filter(([, v]) => typeof v === "string")
    .map(([k]) => k);
}

let shapeCases: BodyCase[] | undefined;

/** The deep and wide cases, the same for every operation (built once: the wide ones are a megabyte or two). */
export function shapeBodyCases(): BodyCase[] {
  shapeCases ??= [
    { label: "deep arrays", body: deepArrays(DEEP_LEVELS), expected: "too deep" },
    { label: "deep objects", body: deepObjects(DEEP_LEVELS), expected: "too deep" },
    { label: "wide object under the byte limit", body: wideObject(WIDE_KEYS), expected: "too many values" },
    { label: "wide array under the byte limit", body: wideArray(WIDE_KEYS * 2), expected: "too many values" },
    { label: "wide object over the byte limit", body: wideObject(WIDE_KEYS, "a-longer-key-"), expected: "too large" },
  ];
  return shapeCases;
}

/**
 * Long strings for one operation, each filling the body close to `limitBytes`: the whole body, a key, and the
 * top-level string fields of `plausible` (all of them, or only the first when `everyField` is false).
 */
export function longBodyCases(plausible: unknown, limitBytes: number, everyField = true): BodyCase[] {
  const base = typeof plausible === "object" && plausible !== null && !Array.isArray(plausible) ? plausible : {};
  // JSON escapes nothing in longText, so characters are bytes; a little room is left for the rest of the body.
  const room = (rest: object) => limitBytes - Buffer.byteLength(JSON.stringify(rest)) - 64;
  const cases: BodyCase[] = [
    { label: "long string body", body: JSON.stringify(longText(room({}))), expected: "no 5xx" },
    { label: "long key", body: JSON.stringify({ ...base, [longText(room(base))]: "v" }), expected: "no 5xx" },
  ];
  const fields = topStringFields(base);
  for (const field of everyField ? fields : fields.slice(0, 1)) {
    const start = String((base as Record<string, unknown>)[field]);
    const rest = { ...base, [field]: "" };
    const body = JSON.stringify({ ...rest, [field]: longText(room(rest), start) });
    cases.push({ label: `long ${field}`, body, expected: "no 5xx" });
  }
  if (fields.length === 0) {
    const body = JSON.stringify({ ...base, note: longText(room(base)) });
    cases.push({ label: "long note", body, expected: "no 5xx" });
  }
  return cases;
}

/** A plausible body with a deep array where a new field would go: the limit holds inside real bodies too. */
export function deepInside(plausible: unknown): BodyCase {
  const base = typeof plausible === "object" && plausible !== null && !Array.isArray(plausible) ? plausible : {};
  const body = JSON.stringify({ ...base, note: "" }).replace('"note":""', `"note":${deepArrays(DEEP_LEVELS)}`);
  return { label: "deep inside a plausible body", body, expected: "too deep" };
}

/** A multipart/form-data body: plain text fields, and parts sent as `application/json` (which the parser parses). */
export function multipartBody(
  fields: Record<string, string>,
  jsonParts: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = "----questhq-body-limits";
  const chunks: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (const [name, value] of Object.entries(jsonParts)) {
    const head = `Content-Disposition: form-data; name="${name}"\r\nContent-Type: application/json`;
    chunks.push(`--${boundary}\r\n${head}\r\n\r\n${value}\r\n`);
  }
  chunks.push(`--${boundary}--\r\n`);
  return { body: Buffer.from(chunks.join("")), contentType: `multipart/form-data; boundary=${boundary}` };
}
