// `npm run budget` (after `npm run build`): the initial JavaScript of /atlas, /explore and a mission page, as
// served compressed, must stay within 200 KB. "Initial" is what a first visit downloads before the page can
// render: the entry chunk with its static imports (index.html's modulepreloads) and the route's own chunk with the
// static imports the entry does not already bring (the modulepreloads the server adds to the page).
// Sizes are those of the precompressed files the build wrote (.br and .gz beside each asset), so the figures
// are exactly what the server sends; the check fails on the gzip figure, the larger of the two.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BUDGET_BYTES = 200 * 1000;
const PAGES = ["/atlas", "/explore", "/missions/$slug"] as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type RoutePreloads = { routes: { path: string; files: string[] }[] };
type Sizes = { raw: number; gzip: number; brotli: number };

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** The bytes sent for a file: its precompressed copy, or the file itself when compressing did not pay. */
function sizesOf(file: string): Sizes {
  const full = path.join(dist, file);
  const raw = statSync(full).size;
  const sent = (ext: string) => (existsSync(full + ext) ? statSync(full + ext).size : raw);
  return { raw, gzip: sent(".gz"), brotli: sent(".br") };
}

function entryFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error("no entry in the Vite manifest");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((k) => manifest[k]!.file);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

// The wallet stack (wagmi, viem, EIP-6963 discovery) must load only when a wallet action opens. These strings survive
// minification: viem stamps its version into every error ("viem@…"), wagmi's discovery names the EIP-6963 event.
const WALLET_MARKERS = ["eip6963:requestProvider", "viem@", "wagmi"];
// LI.FI's widget (MUI, the SDK) belongs to /bridge alone; the SDK names its default API root in the bundle.
const WIDGET_MARKERS = ["li.quest/v1"];
const hasCode = (markers: string[]) => (file: string) => {
  const text = readFileSync(path.join(dist, file), "utf8");
  return markers.some((m) => text.includes(m));
};

function main(): number {
  const manifest = readJson<Record<string, ManifestChunk>>(path.join(dist, ".vite/manifest.json"));
  const preloads = readJson<RoutePreloads>(path.join(dist, ".vite/route-preload.json"));
  const shared = entryFiles(manifest);
  const sum = (files: string[]) =>
    files.map(sizesOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }));
  const entry = sum(shared);
  console.log(
    `entry (entry chunk + its ${shared.length - 1} static imports): ` +
      `${kb(entry.raw)} raw, ${kb(entry.gzip)} gzip, ${kb(entry.brotli)} brotli`,
  );
  let isOver = false;
  for (const page of PAGES) {
    const route = preloads.routes.find((r) => r.path === page);
    if (!route) throw new Error(`no route preload for ${page}: is the route still lazily loaded from src/routes?`);
    const total = sum([...new Set([...shared, ...route.files])]);
    const isPageOver = total.gzip > BUDGET_BYTES;
    isOver ||= isPageOver;
    console.log(
      `${page.padEnd(16)} ${String(shared.length + route.files.length).padStart(3)} files  ` +
        `${kb(total.raw).padStart(9)} raw  ${kb(total.gzip).padStart(8)} gzip  ` +
        `${kb(total.brotli).padStart(8)} brotli  ` +
        `budget ${kb(BUDGET_BYTES)} ${isPageOver ? "OVER" : "ok"}`,
    );
  }
  if (isOver) console.error("Initial JavaScript is over budget: split the heavy code out of the entry or the route.");

  const initial = new Set([...shared, ...PAGES.flatMap((p) => preloads.routes.find((r) => r.path === p)!.files)]);
  const scripts = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith(".js"));
  const walletChunks = scripts.filter(hasCode(WALLET_MARKERS));
  const leaked = walletChunks.filter((f) => initial.has(f));
  const wallet = walletChunks.length ? sum(walletChunks) : { raw: 0, gzip: 0, brotli: 0 };
  console.log(
    `wallet stack (chunks naming wagmi or viem): ${walletChunks.length} lazy chunks, ${kb(wallet.gzip)} gzip, ` +
      (leaked.length
        ? `IN THE INITIAL JAVASCRIPT: ${leaked.join(", ")}`
        : "none in the initial JavaScript of any page above"),
  );
  if (walletChunks.length === 0)
    console.error("No chunk carries the wallet stack: the markers above no longer match the build.");
  const widgetChunks = scripts.filter(hasCode(WIDGET_MARKERS));
  const widgetLeaked = widgetChunks.filter((f) => initial.has(f));
  const widget = widgetChunks.length ? sum(widgetChunks) : { raw: 0, gzip: 0, brotli: 0 };
  console.log(
    `LI.FI widget (chunks naming li.quest): ${widgetChunks.length} lazy, ` +
      `${kb(widget.raw)} raw, ${kb(widget.gzip)} gzip, ` +
      (widgetLeaked.length
        ? `IN THE INITIAL JAVASCRIPT: ${widgetLeaked.join(", ")}`
        : "none in the initial JavaScript of any page above"),
  );
  if (widgetChunks.length === 0)
    console.error("No chunk carries the LI.FI widget: the marker above no longer matches the build.");
  const failed =
    isOver || leaked.length > 0 || walletChunks.length === 0 || widgetLeaked.length > 0 || widgetChunks.length === 0;
  return failed ? 1 : 0;
}

process.exitCode = main();
