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
    /** One server per worker, in the order of the workers' pool ids. */
    baseUrls: string[];
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

/** A started `docket serve` on a fresh data folder, with its own OpenID Connect provider. */
interface E2eServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function startServer(): Promise<E2eServer> {
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
  const stop = async () => {
    if (server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/login`, server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * Builds the command line and the app, then serves them once per worker, each server on a fresh database:
 * a file changes the data it works on, so two files side by side (E2E_WORKERS, vite.e2e.config.ts) must not
 * share a server. Stops the servers afterwards.
 */
export default async function setup(project: TestProject) {
  try {
    execFileSync("npm", ["run", "--silent", "build"], { stdio: "pipe", encoding: "utf8", env: buildEnv() });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
  const workers = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "baseUrls",
    servers.map((server) => server.baseUrl),
  );
  project.provide("adminPassword", ADMIN_PASSWORD);
  return stopAll;
}
