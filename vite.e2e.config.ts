import { defineConfig } from "vitest/config";

/**
 * The browser tests: the built app and the real server in Debian's Chromium. The global setup builds both,
 * starts one `docket serve` per worker on a temporary data folder of its own, and stops them afterwards.
 * Two files run side by side: a browser test waits on the page and the server about half its time, so one
 * file at a time left a core idle. E2E_WORKERS=1 runs them one at a time.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
