import { defineConfig } from "vitest/config";

// Browser journeys: one server for the run (global setup), Chromium per test file.
export default defineConfig({
  test: {
    include: ["tests/**/*.e2e.ts"],
    globalSetup: ["./lib/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ["default", "../scripts/summary-reporter.ts"],
  },
});
