import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

export const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Builds the command line and the app as `npm run build` does, unless --no-build asks for the build in dist/. */
export function buildUnlessAsked(): void {
  if (process.argv.includes("--no-build")) return;
  console.log("Building (npm run build) ...");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
}

export interface DemoServer {
  server: ChildProcess;
  baseUrl: string;
  stop: () => Promise<void>;
}

/** `docket serve` on the embedded database in a fresh data folder, which seeds the demo environments. */
export async function serveDemo(port: number, dataDir: string, adminPassword: string): Promise<DemoServer> {
  let log = "";
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ["bin/docket.mjs", "serve", "--port", String(port), "--data", dataDir],
    {
      cwd: root,
      env: {
        ...process.env,
        DOCKET_ADMIN_PASSWORD: adminPassword,
        LOG_REQUESTS: "false",
        PUBLIC_URL: baseUrl,
        HOST: "127.0.0.1",
        DATABASE_URL: "",
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
    const stopped = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  };
  // Seeding the demo takes minutes on a busy machine.
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`docket serve stopped:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/login`)).ok) return { server, baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGKILL");
  throw new Error(`docket serve did not answer in time:\n${log}`);
}

/** Logs in through the login page as the administrator and opens the demo environment of that name. */
export async function openDemoAsAdmin(
  page: Page,
  baseUrl: string,
  adminPassword: string,
  environment: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: `Open ${environment}`, exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}
