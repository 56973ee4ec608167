import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { routePreload } from "./build/route-preload";

// The API server (apps/server) answers /api and /dev; in development the web app
// runs on its own port and forwards those paths so cookies stay same-origin.
const apiTarget = process.env.QUESTHQ_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A feature's public entry (features/<feature>/index.ts) only re-exports: saying so lets Rolldown follow each
    // import to the module that defines it, so a page importing one name from an entry gets that module's chunk and
    // not every module the entry lists (the chunks are the same as with imports of the files themselves).
    {
      name: "feature-entries-are-pure",
      transform(code, id) {
        if (/\/src\/features\/[^/]+\/index\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false };
      },
    },
    routePreload({
      routesDir: fileURLToPath(new URL("./src/routes", import.meta.url)),
      srcDir: fileURLToPath(new URL("./src", import.meta.url)),
    }),
    // Brotli (quality 11) and gzip (level 9) copies beside every text asset, index.html included; the server
    // picks one by Accept-Encoding (@fastify/static preCompressed), so nothing is compressed per request.
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(html|js|css|svg|json|txt|xml)$/,
      logLevel: "silent",
    }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/dev": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Inlined assets would need data: script sources under the strict CSP; keep files.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the byte-budget check (scripts/check-budget.ts) reads.
    manifest: true,
    rolldownOptions: {
      // Fewer, larger files for a first visit: over HTTP/1.1 (six connections) and a phone's round trips, each
      // small file costs more than its bytes. Everything the entry needs statically is one chunk; shared code of
      // the lazy pages under ~30 KB (before minifying) is copied into each page that uses it instead of becoming a
      // file of its own (Rolldown's inlining of common chunks, which needs free entry signatures). The mission
      // page went from 57 files to 8, and the initial JavaScript of the three budgeted pages got smaller.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"] }],
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
});
