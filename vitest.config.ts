import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One runner for the whole house: unit tests of core and the server's
// real-database integration tests (PGlite, or PostgreSQL with TEST_DATABASE_URL).
// e2e/ runs separately (`npm run e2e`) because it needs a built app and Chromium.
//
// Every project runs with `isolate: false`: a worker imports a project's modules once for all the files it runs
// instead of once per file (the server's ~1,000 modules took longer to import than most of its test files take to
// run). Test files are still evaluated afresh, and each server file builds its own app on its own database; what the
// modules keep between files is keyed by app, database or URL (caches, clients, locks), and env stubs are undone
// where they are made.
export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // Vitest's default leaves one core to itself, which is a single worker on a 2-core machine; its own work is
    // light once the files are transformed, and many tests wait on anvil, child processes or a clock.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"], isolate: false } },
      // The web app's pure modules (no DOM): search-param parsing, mint and wallet-error rules, the build's plugin.
      {
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: { name: "web", root: "apps/web", include: ["src/**/*.test.ts", "build/**/*.test.ts"], isolate: false },
      },
      {
        // Contract tests: each file runs its own anvil node.
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["test/**/*.test.ts"],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The fakes' wire tests against the providers' own SDKs (the LI.FI fake swaps on its own anvil node).
        test: {
          name: "fakes",
          root: "packages/fakes",
          include: ["test/**/*.test.ts"],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // The bench's own logic (the answers check that runs before its timed rows); the rows themselves run in
      // `npm run bench`.
      { test: { name: "bench", root: "bench", include: ["*.test.ts"], isolate: false } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          // One migrated database for the run; each test app starts from a copy of it.
          globalSetup: ["src/test/global-setup.ts"],
          isolate: false,
          // A bound on a hung test, not a speed target: the heaviest (1,000 concurrent entries) takes 10-20 s alone
          // and twice that beside another worker on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
