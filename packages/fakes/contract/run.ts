import { startFakeProviders } from "../src/index";
import type { Answer, ProbeContext, ProviderContract, ProviderResult } from "./types";
import { CONTRACTS } from "./providers/index";

// Runs every provider's probes against a freshly started set of fakes and checks each answer against the provider's
// document. Used by the fakes' test (0 mismatches or it fails) and by `npm run check:fakes`, which prints the table.

async function read(res: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) headers[name.toLowerCase()] = value;
  const contentType = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const text = await res.text();
  let body: unknown = text;
  if (text !== "" && /[/+]json$/.test(contentType)) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, headers, contentType: text === "" ? "" : contentType, body };
}

function contextFor(base: string): ProbeContext {
  return {
    base,
    call: async (url, init) => read(await fetch(url, { redirect: "manual", ...init })),
    async control(path, body = {}, method = "POST") {
      const res = await fetch(`${base}/__control/${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`control ${path}: ${res.status} ${text}`);
      return text === "" ? null : (JSON.parse(text) as unknown);
    },
  };
}

export async function checkContract(contract: ProviderContract, fakesUrl: string): Promise<ProviderResult> {
  const ctx = contextFor(`${fakesUrl}${contract.prefix}`);
  await contract.reset?.(ctx);
  const results: ProviderResult["results"] = [];
  for (const probe of contract.probes) {
    let answer: Answer;
    try {
      answer = await probe.run(ctx);
    } catch (err) {
      results.push({ operation: probe.operation, name: probe.name, status: 0, mismatches: [`probe failed: ${err}`] });
      continue;
    }
    results.push({
      operation: probe.operation,
      name: probe.name,
      status: answer.status,
      mismatches: contract.check(probe, answer),
    });
  }
  return {
    provider: contract.provider,
    document: contract.document,
    operations: new Set(contract.probes.map((p) => p.operation)).size,
    answers: results.length,
    results,
  };
}

/** Every provider's contract against one set of fakes (started here and closed after). */
export async function checkAllContracts(contracts: ProviderContract[] = CONTRACTS): Promise<ProviderResult[]> {
  const fakes = await startFakeProviders();
  try {
    const out: ProviderResult[] = [];
    for (const contract of contracts) out.push(await checkContract(contract, fakes.url));
    return out;
  } finally {
    await fakes.close();
  }
}

/** The table `npm run check:fakes` prints: one row per provider, then every mismatch. */
export function formatResults(results: ProviderResult[]): string {
  const rows = results.map((r) => {
    const bad = r.results.filter((x) => x.mismatches.length > 0).length;
    return [r.provider, `${r.document.title} ${r.document.version}`, r.operations, r.answers, bad];
  });
  const header = ["provider", "document", "operations", "answers", "mismatches"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells: unknown[]) => cells.map((c, i) => String(c).padEnd(widths[i]!)).join("  ");
  const lines = [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
  const total = rows.reduce((sum, row) => sum + (row[4] as number), 0);
  lines.push("", `${rows.reduce((s, r) => s + (r[3] as number), 0)} answers checked, ${total} mismatched`);
  for (const r of results) {
    for (const x of r.results.filter((y) => y.mismatches.length > 0)) {
      lines.push(`  ${r.provider} ${x.operation} (${x.name}) → ${x.status}`);
      for (const m of x.mismatches) lines.push(`      ${m}`);
    }
  }
  return lines.join("\n");
}
