import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../../server/testing/spawnDocket";
import { startLocalOidcProvider } from "./localOidcProvider";

export const ADMIN_PASSWORD = "e2e-admin-password";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
  }
}

async function waitFor(url: string, server: ChildProcess, output: () => string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`docket serve stopped:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`docket serve did not answer ${url} in time:\n${output()}`);
}

/**
 * The environment of a production build as `npm run build` makes it from a shell: without what Vitest sets
 * (NODE_ENV=test gave a development React build with jsx-dev-runtime; VITEST turns vite.config.ts's plugins
 * off, so no precompressed files and no chunk report).
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  return { ...env, NODE_ENV: "production" };
}

/** Builds the command line and the app, serves them on a fresh database, and stops the server after. */
export default async function setup(project: TestProject) {
  try {
    execFileSync("npm", ["run", "--silent", "build"], { stdio: "pipe", encoding: "utf8", env: buildEnv() });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "docket-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const oidc = await startLocalOidcProvider(baseUrl);
  let log = "";
  const server = spawn(
    process.execPath,
    ["bin/docket.mjs", "serve", "--port", String(port), "--data", dataDir],
    {
      env: {
        ...process.env,
        DOCKET_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LOG_REQUESTS: "false",
        PUBLIC_URL: baseUrl,
        HOST: "127.0.0.1",
        DATABASE_URL: "",
        ...oidc.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  await waitFor(`${baseUrl}/login`, server, () => log);
  project.provide("baseUrl", baseUrl);
  project.provide("adminPassword", ADMIN_PASSWORD);

  return async () => {
    if (server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
