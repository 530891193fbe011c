import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { chunkReport } from "./app/build/chunkReport";
import { precompress } from "./app/build/precompress";
import { precompiledCatalogs } from "./locales/precompiledCatalogs";
import { CSP_NONCE_PLACEHOLDER } from "./schemas/page";
import { reactAsPreact } from "./widgets/embed/reactAsPreact";

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The benches and the browser tests (vite.e2e.config.ts) are not unit tests. */
const NOT_UNIT = ["**/node_modules/**", "tests/bench/**", "tests/e2e/**"];

/** Test files that time what they check and so run one at a time, after the others (project "timed"). */
const TIMED_FILES = [
  "server/http/overload.test.ts",
  "server/http/unansweringDatabase.test.ts",
  "server/realtime/twoInstances.test.ts",
  "server/records/abandonedCreates.test.ts",
  "tests/durability/killNine.test.ts",
];

/**
 * App test files that replace a module (vi.mock) run with modules of their own (project "app-mocks"): where
 * a worker's files share modules, the replacement would reach the files after them.
 */
const APP_FILES_WITH_MOCKS = ["app", "widgets"].flatMap((folder) =>
  readdirSync(fromHere(folder), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .filter((path) => readFileSync(fromHere(`${folder}/${path}`), "utf8").includes("vi.mock("))
    .map((path) => `${folder}/${path}`),
);

/** The app's build (root app/, into dist/app) and dev server, and the unit and component tests. */
export default defineConfig(({ command }) => ({
  root: fromHere("app"),
  // The tests transform JSX by themselves; the React plugin is for the app's dev server and build.
  plugins: process.env.VITEST
    ? []
    : [
        react(),
        precompiledCatalogs(fromHere("locales/plainCompiler.ts")),
        precompress(),
        chunkReport(fromHere(".")),
      ],
  // The server puts each page's nonce here (server/http/appPage.ts): the CSP allows styles carrying it.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The built app renders on Preact's React layer; the dev server and the tests on React (reactAsPreact.ts).
  resolve: command === "build" ? { alias: reactAsPreact } : {},
  build: {
    outDir: fromHere("dist/app"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      // Chakra's theme module builds its whole default config (every recipe) with defineConfig, an identity
      // function: called pure, the recipes Docket does not use (widgets/theme/chakraTheme.ts) drop out.
      treeshake: { manualPureFunctions: ["defineConfig"] },
      // Chakra UI's parts start with "use client", which means nothing to a single-page app.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:8080", "/socket.io": { target: "http://localhost:8080", ws: true } },
  },
  test: {
    root: fromHere("."),
    exclude: NOT_UNIT,
    // Database suites seed and hash passwords on a 2-core machine shared by parallel workers.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default", fromHere("tests/support/projectTimes.ts")],
    // Vitest's default (cores - 1) is one worker on a 2-core machine: every file would run after the other
    // while the main process idles between transforms. Two workers keep both cores busy. The projects take
    // this value, not the CLI's --maxWorkers: VITEST_MAX_WORKERS=1 runs the files one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One project per layer; the browser tests are vite.e2e.config.ts. Files of different projects share
    // the workers, so a slow jsdom file and a database file run side by side.
    projects: [
      { extends: true, test: { name: "engine", include: ["{engine,schemas,locales}/**/*.test.{ts,tsx}"] } },
      {
        // The files share their worker's modules and window (about 500 -> 260 s on this machine); what a file
        // leaves behind is reset by a setup file (app/testing/beforeEachFile.ts).
        extends: true,
        test: {
          name: "app",
          include: ["{app,widgets}/**/*.test.{ts,tsx}"],
          exclude: [...NOT_UNIT, ...APP_FILES_WITH_MOCKS],
          setupFiles: ["app/testing/beforeEachFile.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "app-mocks",
          include: APP_FILES_WITH_MOCKS,
          setupFiles: ["app/testing/beforeEachFile.ts"],
        },
      },
      {
        extends: true,
        // The files share their worker's modules: the server, Fastify and PGlite's WebAssembly load once per
        // worker, not once per file (about 6 s a file on this machine). A file already runs its suites on two
        // databases with one set of modules (describeApi), so the server keeps its module state per database.
        test: {
          name: "server",
          include: ["{server,fixtures,tests}/**/*.test.ts"],
          exclude: [...NOT_UNIT, ...TIMED_FILES],
          isolate: false,
        },
      },
      {
        // These measure time (overload shedding, a killed process, sockets across two instances): they run
        // alone after the rest, so the other files' load does not skew them.
        extends: true,
        test: { name: "timed", include: TIMED_FILES, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
}));
