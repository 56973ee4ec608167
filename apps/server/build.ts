// `npm run build -w @questhq/server`: the server as JavaScript in dist/, so production starts with plain node and
// transpiles nothing. Our own code (src/ and the workspace packages @questhq/*) is bundled; every other package stays
// an import that node resolves from node_modules at run time (native addons, PGlite's wasm and data files and fonts
// load from their packages as they do in development).
//
// dist/ stays inside the repository: the bundle reads files beside its sources (migrations, the docs guide, the web
// app's build, contract deployments, fixture feeds) through `import.meta.url`, which keepSourceLocation below points
// back at each module's own source file.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = path.join(serverRoot, "dist");
/** What operators run; it switches source maps on, then loads BUNDLE. */
export const MAIN_FILE = path.join(DIST_DIR, "main.js");
const BUNDLE = "server";

const toPosix = (p: string) => p.split(path.sep).join("/");

/**
 * A bundled module no longer lives where its source did, so `import.meta.url` (and dirname/filename) would all name
 * dist/server.js. Each use is rewritten to the module's source file, found relative to the output at run time:
 * `new URL("../src/db/client.ts", import.meta.url)` — the repository may be moved, but dist/ must stay beside src/.
 */
function keepSourceLocation(outdir: string): Plugin {
  return {
    name: "keep-source-location",
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta")) return undefined;
        const own = (rel: string) => `new URL(${JSON.stringify(toPosix(rel))}, import.meta.url)`;
        const file = path.relative(outdir, args.path);
        const dir = path.relative(outdir, path.dirname(args.path)) || ".";
        const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_m, key: string) => {
          if (key === "url") return `${own(file)}.href`;
          return `__questhqFileURLToPath(${own(key === "dirname" ? dir : file)})`;
        });
        const loader = (path.extname(args.path).slice(1).replace(/^[cm]/, "") || "js") as "ts" | "tsx" | "js" | "jsx";
        return { contents, loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Workspace packages (@questhq/*) are bundled like our own files; any other bare import is left to node. Each is also
 * resolved as dist/ will (from apps/server: dist/ has no node_modules of its own) and from the importing file, and the
 * build stops if the two differ: a package that only a workspace package's own node_modules holds would not be found
 * at run time.
 */
function externalPackages(): Plugin {
  return {
    name: "external-packages",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith("@questhq/") || args.pluginData === "probe") return undefined;
        if (args.path.startsWith("node:")) return { path: args.path, external: true };
        const probe = (resolveDir: string) =>
          b.resolve(args.path, { resolveDir, kind: args.kind, importer: args.importer, pluginData: "probe" });
        const [fromSource, fromDist] = await Promise.all([probe(args.resolveDir), probe(serverRoot)]);
        if (fromSource.errors.length === 0 && fromSource.path !== fromDist.path) {
          const text =
            `"${args.path}" resolves to ${fromSource.path} from its importer but to ${fromDist.path || "nothing"} ` +
            "from dist/: declare it in apps/server/package.json so that npm installs it where both find it";
          return { errors: [{ text }] };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

export async function buildServer(): Promise<{ files: string[] }> {
  // Chunk names carry a hash: a stale chunk from an earlier build would otherwise stay behind.
  if (existsSync(DIST_DIR)) rmSync(DIST_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: { [BUNDLE]: path.join(serverRoot, "src/main.ts") },
    outdir: DIST_DIR,
    bundle: true,
    // The provider fakes (a dynamic import, development and demo only) become their own chunk, loaded when used.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: true,
    // node reads the mappings; the sources themselves are next door in src/.
    sourcesContent: false,
    // Logs and stack frames keep the names written in the source, not a bundler's renamings (AppError2).
    keepNames: true,
    logLevel: "warning",
    metafile: true,
    tsconfig: path.join(serverRoot, "tsconfig.json"),
    banner: { js: 'import { fileURLToPath as __questhqFileURLToPath } from "node:url";' },
    plugins: [externalPackages(), keepSourceLocation(DIST_DIR)],
  });
  writeFileSync(
    MAIN_FILE,
    [
      "// Written by apps/server/build.ts. Source maps are switched on before the bundle loads, so that a stack trace",
      "// names the TypeScript file and line.",
      "process.setSourceMapsEnabled(true);",
      `await import("./${BUNDLE}.js");`,
      "",
    ].join("\n"),
  );
  const files = Object.keys(result.metafile.outputs).map((f) => path.relative(DIST_DIR, path.resolve(f)));
  return { files: [path.relative(DIST_DIR, MAIN_FILE), ...files] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { files } = await buildServer();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const scripts = files.filter((f) => !f.endsWith(".map")).length;
  console.log(
    `server built into ${toPosix(path.relative(process.cwd(), DIST_DIR)) || "."}/ in ${seconds}s (${scripts} files)`,
  );
}
