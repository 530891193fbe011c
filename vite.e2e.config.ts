import { defineConfig } from "vitest/config";

/**
 * The browser tests: the built app and the real server in Debian's Chromium. The global setup builds both,
 * starts `docket serve` on a free port with a temporary data folder, and stops it afterwards.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
