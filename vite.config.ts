import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { chunkReport } from "./app/build/chunkReport";
import { precompress } from "./app/build/precompress";
import { CSP_NONCE_PLACEHOLDER } from "./schemas/page";

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The app's build (root app/, into dist/app) and dev server, and the unit and component tests. */
export default defineConfig({
  root: fromHere("app"),
  // The tests transform JSX by themselves; the React plugin is for the app's dev server and build.
  plugins: process.env.VITEST ? [] : [react(), precompress(), chunkReport(fromHere("."))],
  // The server puts each page's nonce here (server/http/appPage.ts): the CSP allows styles carrying it.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: fromHere("dist/app"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
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
    include: ["{engine,schemas,widgets,locales,app,server,fixtures,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "tests/bench/**", "tests/e2e/**"],
    // Database suites seed and hash passwords on a 2-core machine shared by parallel workers.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
