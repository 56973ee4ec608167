import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One runner for the whole house: unit tests of core and the server's
// real-database integration tests (PGlite, or PostgreSQL with TEST_DATABASE_URL).
// e2e/ runs separately (`npm run e2e`) because it needs a built app and Chromium.
export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"] } },
      // The web app's pure modules (no DOM): search-param parsing, mint and wallet-error rules, the build's plugin.
      {
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: { name: "web", root: "apps/web", include: ["src/**/*.test.ts", "build/**/*.test.ts"] },
      },
      {
        // Contract tests: each file runs its own anvil node.
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["test/**/*.test.ts"],
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          // One migrated database for the run; each test app starts from a copy of it.
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
