import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/pglite";
import { SOCKET_PATH } from "../realtime/attachRealtime";
import { type DocketProcess, freePort, spawnDocket } from "../testing/spawnDocket";
import { migratedSnapshot } from "../testing/testDatabase";

const ADMIN_PASSWORD = "serve-test-admin-password";

interface Answer {
  status: number;
  cookie?: string;
}

/** A login whose body is only half sent: it stays in flight until `finish()` sends the rest. */
function halfSentLogin(port: number, agent: Agent): { finish(): void; answer: Promise<Answer> } {
  const body = JSON.stringify({ username: "admin", password: ADMIN_PASSWORD });
  const call = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/login_check",
    agent,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    call.on("response", (response) => {
      response.resume();
      const cookie = response.headers["set-cookie"]?.[0]?.split(";")[0];
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ...(cookie ? { cookie } : {}) }));
    });
    call.on("error", reject);
  });
  call.write(body.slice(0, 10));
  return { finish: () => call.end(body.slice(10)), answer };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shared test machine may lag: these tests are about stopping and the data folder, not load shedding,
 * so a login is never shed with 503.
 */
const NO_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: "0", MAX_CONNECTION_WAIT_MS: "0" };

/**
 * A data folder holding a freshly migrated database, copied from the tests' snapshot: creating a PGlite
 * folder and migrating it takes the server many seconds (the first start has its own test below).
 */
async function migratedDataFolder(prefix: string): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const db = await openPglite(join(folder, "pglite"), await migratedSnapshot());
  await db.close();
  return folder;
}

describe("docket serve", () => {
  let folder: string;
  let port: number;
  let server: DocketProcess;
  const start = async (env: Record<string, string> = {}) => {
    server = spawnDocket(["serve", "--port", String(port), "--data", folder], {
      DOCKET_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...NO_SHEDDING,
      ...env,
    });
    await server.waitFor(/Docket is running/);
  };

  beforeAll(async () => {
    folder = await migratedDataFolder("docket-serve-");
    port = await freePort();
    await start({ SHUTDOWN_TIMEOUT_SECONDS: "20" });
  }, 180_000);
  afterAll(() => {
    server?.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  });

  it("refuses a second process on the same data folder, naming the folder and the holder", async () => {
    const second = spawnDocket(["serve", "--port", String(await freePort()), "--data", folder]);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${join(folder, "pglite")} is in use`);
    expect(second.output()).toContain(`process id ${server.child.pid}`);
    // The holder goes on serving.
    expect((await fetch(`http://127.0.0.1:${port}/api/user/me`)).status).toBe(401);
  }, 60_000);

  it("on SIGTERM closes live sockets, answers every request in flight and exits in time", async () => {
    const agent = new Agent({ keepAlive: true });
    const login = halfSentLogin(port, agent);
    login.finish();
    const { cookie } = await login.answer;
    expect(cookie).toBeDefined();

    const sockets: Socket[] = (["websocket", "polling"] as const).map((transport) =>
      connect(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        transports: [transport],
        reconnection: false,
        extraHeaders: { cookie: cookie as string },
      }),
    );
    await Promise.all(
      sockets.map((socket) => new Promise<void>((resolve) => socket.once("connect", () => resolve()))),
    );
    const dropped = sockets.map(
      (socket) => new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason))),
    );

    const inFlight = Array.from({ length: 5 }, () => halfSentLogin(port, agent));
    await settle(500);
    server.kill("SIGTERM");
    await server.waitFor(/SIGTERM: answering the requests in flight/);
    await settle(300);
    for (const call of inFlight) call.finish();

    const answers = await Promise.all(inFlight.map((call) => call.answer));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // A dropped transport (not "io server disconnect") makes the clients reconnect, to another instance.
    const reasons = await Promise.all(dropped);
    expect(reasons[0]).toBe("transport close");
    expect(["transport close", "transport error"]).toContain(reasons[1]);
    // 0 only when everything closed before SHUTDOWN_TIMEOUT_SECONDS; kept-alive connections included.
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("Stopping took longer");
    agent.destroy();
  }, 60_000);

  it("past SHUTDOWN_TIMEOUT_SECONDS cuts what is still open and exits with 1", async () => {
    await start({ SHUTDOWN_TIMEOUT_SECONDS: "1" });
    const agent = new Agent({ keepAlive: true });
    const stuck = halfSentLogin(port, agent);
    stuck.answer.catch(() => undefined);
    await settle(500);
    server.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Stopping took longer than 1 s");
    await expect(stuck.answer).rejects.toThrow();
    agent.destroy();
  }, 120_000);

  it("docket admin reset-password prints a new password that logs in", async () => {
    const reset = spawnDocket(["admin", "reset-password", "--data", folder], { DOCKET_ADMIN_PASSWORD: "" });
    expect(await reset.exited).toBe(0);
    const password = /Password of 'admin': '([^']+)'/.exec(reset.output())?.[1];
    expect(password).toBeDefined();
    await start({ DOCKET_ADMIN_PASSWORD: "" });
    const login = await fetch(`http://127.0.0.1:${port}/api/login_check`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    expect(login.status).toBe(200);
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});

describe("docket serve killed during its first start", () => {
  let folder: string;
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("starts again seeded, over the dead process's lock, with a password shown that logs in", async () => {
    folder = mkdtempSync(join(tmpdir(), "docket-first-start-"));
    const port = await freePort();
    const args = ["serve", "--port", String(port), "--data", folder];
    const crashed = spawnDocket(args, { DOCKET_ADMIN_PASSWORD: "", ...NO_SHEDDING });
    await crashed.waitFor(/Database migrations applied/);
    crashed.kill("SIGKILL");
    await crashed.exited;

    const restarted = spawnDocket(args, { DOCKET_ADMIN_PASSWORD: "", ...NO_SHEDDING });
    try {
      await restarted.waitFor(/Docket is running/);
      const shown = [
        ...`${crashed.output()}${restarted.output()}`.matchAll(/Password of 'admin': '([^']+)'/g),
      ];
      expect(shown.length).toBeGreaterThan(0);
      const login = await fetch(`http://127.0.0.1:${port}/api/login_check`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: shown.at(-1)?.[1] }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
      const list = await fetch(`http://127.0.0.1:${port}/api/environment`, { headers: { cookie } });
      expect((await list.json()).pager.items).toBe(3);
    } finally {
      restarted.kill("SIGTERM");
      await restarted.exited;
    }
  }, 240_000);
});
