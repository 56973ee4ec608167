// `npm run lighthouse [-- --url http://host:port] [--runs N]`: Lighthouse (default mobile settings: simulated
// slow 4G and a 4x slower CPU) driving Debian's chromium on /atlas, /explore and the first seeded mission page.
// Prints, per page, the performance score, LCP, CLS, TBT and the JavaScript the page transferred.
// Without --url it starts the built product on a free port with a fresh data folder (run `npm run build` first).
// With --runs N each page is audited N times and the run with the median score is shown, because a shared
// machine makes single runs noisy. The targets are checked and the exit code is 1 when one is missed.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductServer } from "../scripts/product-server";

const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.1 };

type PageResult = {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  scriptCount: number;
};

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function startServer() {
  return startProductServer({
    name: "lighthouse",
    notBuilt: "The web app is not built: run `npm run build` first, or pass --url of a running server.",
    // The audited pages need no chain, and anvil's port may be in use by a browser-journey run.
    env: { LOCAL_CHAIN: "false" },
  });
}

async function firstMissionPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/missions?sort=featured&limit=1`);
  const body = (await res.json()) as { data?: { slug: string }[] };
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error("no published mission to audit (is the demo seed on?)");
  return `/missions/${slug}`;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

async function audit(url: string, port: number): Promise<Omit<PageResult, "page">> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const items = (
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((i) => i.resourceType === "Script");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    scriptBytes: items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    scriptCount: items.length,
  };
}

function print(results: PageResult[]): boolean {
  const rows = results.map((r) => {
    const isOk = r.performance >= TARGETS.performance && r.lcpMs <= TARGETS.lcpMs && r.cls <= TARGETS.cls;
    return [
      r.page,
      String(r.performance),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      r.cls.toFixed(3),
      `${Math.round(r.tbtMs)} ms`,
      `${(r.scriptBytes / 1024).toFixed(1)} KB (${r.scriptCount})`,
      isOk ? "ok" : "MISSED",
    ];
  });
  const head = ["page", "performance", "LCP", "CLS", "TBT", "JS transferred (files)", "targets"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(
    `targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}`,
  );
  return rows.every((r) => r.at(-1) === "ok");
}

async function main() {
  const runs = Math.max(1, Number(arg("runs") ?? 1));
  const given = arg("url");
  const server = given ? { baseUrl: given.replace(/\/$/, ""), stop: async () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    const pages = ["/atlas", "/explore", await firstMissionPath(server.baseUrl)];
    const results: PageResult[] = [];
    for (const page of pages) {
      const attempts: Omit<PageResult, "page">[] = [];
      for (let i = 0; i < runs; i++) attempts.push(await audit(`${server.baseUrl}${page}`, chrome.port));
      attempts.sort((a, b) => a.performance - b.performance);
      results.push({ page, ...attempts[Math.floor(attempts.length / 2)]! });
    }
    const isOk = print(results);
    process.exitCode = isOk ? 0 : 1;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
