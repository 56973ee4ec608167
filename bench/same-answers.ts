// Before a row of `npm run bench` is timed, our API and its plain reference are asked the same request (same path,
// same cookie) and must answer the same status and the same JSON, field by field (same-json.ts); the rows that compare
// fixed costs (the trivial route, /api/health) must also send the same response headers. A row whose answers differ is
// not timed: its ratio would compare two different reads.
import http from "node:http";
import { jsonDifferences } from "./same-json";

export type Answer = { status: number; headers: Record<string, string>; text: string };

/**
 * One GET as the load generator sends it (node:http, no Accept-Encoding: autocannon sends none, and fetch would add
 * one that makes our server compress and vary differently from what is measured).
 */
export function fetchAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = String(v);
        resolve({ status: res.statusCode ?? 0, headers: flat, text: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
  });
}

/** Headers that describe the connection or the moment, not the answer. */
const TRANSPORT = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
/** Headers both must send, whose values differ per request (a request id, a rate limit's running count). */
const PER_REQUEST = new Set(["x-request-id", "x-ratelimit-remaining", "x-ratelimit-reset"]);

/** Where two answers' headers differ (names, and values except PER_REQUEST's), transport headers aside. */
export function headerDifferences(ours: Record<string, string>, ref: Record<string, string>): string[] {
  const out: string[] = [];
  const names = [...new Set([...Object.keys(ours), ...Object.keys(ref)])].filter((n) => !TRANSPORT.has(n)).sort();
  for (const name of names) {
    const a = ours[name];
    const b = ref[name];
    if (a === undefined || b === undefined) {
      out.push(
        `header ${name}: ours ${a === undefined ? "(missing)" : JSON.stringify(a)} ref ${
          b === undefined ? "(missing)" : JSON.stringify(b)
        }`,
      );
    } else if (a !== b && !PER_REQUEST.has(name)) {
      out.push(`header ${name}: ours ${JSON.stringify(a)} ref ${JSON.stringify(b)}`);
    }
  }
  return out;
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Everything that differs between two answers: status, JSON body (or the text when not JSON), headers if asked. */
export function answerDifferences(ours: Answer, ref: Answer, opts: { headers?: boolean } = {}): string[] {
  const out: string[] = [];
  if (ours.status !== ref.status) out.push(`status: ours ${ours.status} ref ${ref.status}`);
  const a = parsed(ours.text);
  const b = parsed(ref.text);
  if (a.ok && b.ok) out.push(...jsonDifferences(a.value, b.value));
  else if (ours.text !== ref.text) {
    out.push(`body: ours ${a.ok ? "JSON" : "not JSON"} (${ours.text.length} chars), ref ${b.ok ? "JSON" : "not JSON"}`);
  }
  if (opts.headers) out.push(...headerDifferences(ours.headers, ref.headers));
  return out;
}

/**
 * Asks both servers the same request and answers the differences (empty: the same). Ours must succeed: a row whose
 * own read fails measures an error page.
 */
export async function compareRow(
  oursUrl: string,
  refUrl: string,
  headers: Record<string, string>,
  opts: { headers?: boolean } = {},
): Promise<string[]> {
  const ours = await fetchAnswer(oursUrl, headers);
  const ref = await fetchAnswer(refUrl, headers);
  const out = answerDifferences(ours, ref, opts);
  if (ours.status < 200 || ours.status > 299) out.unshift(`ours answered ${ours.status}: ${ours.text.slice(0, 200)}`);
  return out;
}

/** Prints a row's differences loudly, one per line, under its name. */
export function printDifferences(label: string, name: string, differences: string[]): void {
  console.error(`\n  ✗ ${label}: ${name}: the reference answers something else than ours; its row is not timed`);
  for (const d of differences) console.error(`      ${d}`);
}
