import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  killHard,
  newServedData,
  type RunningServer,
  type ServedData,
  startServer,
} from "../durability/serverUnderTest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/roundRobinProxy";

/**
 * Two `docket serve` processes on one PostgreSQL database (created for the run) and one Redis, with a
 * round-robin proxy on loopback in front. Each browser talks to one process; the socket.io Redis adapter
 * carries record changes and presence between them. Needs TEST_DATABASE_URL and REDIS_URL.
 */
const redisUrl = process.env.REDIS_URL;
const ready = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

/** The demo CRM's companies (fixtures/environments/crm.ts); grace.turner is its sales manager. */
const COMPANY = 2030;
const DEMO_PASSWORD = "two-processes-demo";

interface BundleAnswer {
  positions: {
    display_items: { id: number; view: string; def_dossier_def_field?: { name: string } | null }[];
  }[];
}

let data: ServedData;
let first: RunningServer;
let second: RunningServer;
let proxy: RoundRobinProxy;
const browsers: Browser[] = [];

describe.skipIf(!ready)("two server processes on one PostgreSQL and Redis", () => {
  beforeAll(async () => {
    data = await newServedData("postgres");
    const env = {
      REDIS_URL: redisUrl as string,
      REDIS_KEY: `docket-two-processes-${randomBytes(4).toString("hex")}`,
      DOCKET_DEMO_PASSWORD: DEMO_PASSWORD,
    };
    // The first start migrates and seeds; the second finds it done.
    first = await startServer(data, env);
    second = await startServer(data, env);
    proxy = await startRoundRobinProxy([first.baseUrl, second.baseUrl]);
  }, 300_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await proxy?.close();
    for (const server of [first, second]) if (server) await killHard(server);
    await data?.dispose();
  });

  async function nameItem(api: ApiSession): Promise<number> {
    const bundle = await api.call<BundleAnswer>("GET", `/defdossier/${COMPANY}/bundle`);
    const item = bundle.positions
      .flatMap((p) => p.display_items)
      .find((i) => i.view === "edit" && i.def_dossier_def_field?.name === "name");
    if (!item) throw new Error("The company entity has no edit item for its name");
    return item.id;
  }

  async function openIn(server: RunningServer, username: string, password: string): Promise<Page> {
    const opened = await openEnvironment(server.baseUrl, username, password, "Sales CRM");
    browsers.push(opened.browser);
    return opened.page;
  }

  it("shows live in a browser on one process a change saved through the other", async () => {
    const page = await openIn(second, "admin", ADMIN_PASSWORD);
    await page.goto(`${second.baseUrl}/defdossier/${COMPANY}`);
    const table = page.getByRole("table", { name: "Companies" });
    const row = table.locator("tbody tr[data-record-id]").first();
    await row.waitFor();
    const id = Number(await row.getAttribute("data-record-id"));

    const writer = await apiSession(first.baseUrl, "grace.turner", DEMO_PASSWORD);
    const name = `Saved on the other process ${randomBytes(3).toString("hex")}`;
    await writer.call("PUT", `/contentdossier/${id}`, { [await nameItem(writer)]: name });

    // No reload: the list refetches when the socket (on the other process) tells it of the change.
    await table.locator(`tr[data-record-id="${id}"]`, { hasText: name }).waitFor({ timeout: 30_000 });
  });

  it("shares who is viewing a record across the processes", async () => {
    const admin = await apiSession(first.baseUrl, "admin", ADMIN_PASSWORD);
    const list = await admin.call<{ results: { id: number }[] }>(
      "GET",
      `/contentdossier?defDossier=${COMPANY}&limit=1`,
    );
    const id = list.results[0]?.id as number;
    const onFirst = await openIn(first, "grace.turner", DEMO_PASSWORD);
    const onSecond = await openIn(second, "admin", ADMIN_PASSWORD);
    await onFirst.goto(`${first.baseUrl}/contentdossier/${id}`);
    await onSecond.goto(`${second.baseUrl}/contentdossier/${id}`);
    await onSecond.getByText("Also viewing: grace.turner", { exact: true }).waitFor({ timeout: 30_000 });
    await onFirst.getByText("Also viewing: admin", { exact: true }).waitFor({ timeout: 30_000 });
  });

  it("loses no acknowledged create when one process is killed mid-stream behind the proxy", async () => {
    const login = await fetch(`${proxy.url}/api/login_check`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const onSecond = await apiSession(second.baseUrl, "admin", ADMIN_PASSWORD);
    const item = await nameItem(onSecond);
    const count = async () =>
      (
        await onSecond.call<{ pager: { items: number } }>(
          "GET",
          `/contentdossier?defDossier=${COMPANY}&limit=1`,
        )
      ).pager.items;
    const before = await count();

    /** A create sent until acknowledged, with one Idempotency-Key: a retry of a committed one is replayed. */
    const acknowledged = new Map<string, number>();
    let retries = 0;
    const create = async (n: number) => {
      const key = randomUUID();
      for (;;) {
        try {
          const answer = await fetch(`${proxy.url}/api/contentdossier`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json", "idempotency-key": key },
            body: JSON.stringify({ defDossier: COMPANY, [item]: `Behind the proxy ${key.slice(0, 8)} ${n}` }),
          });
          if (answer.status === 201) {
            acknowledged.set(key, ((await answer.json()) as { id: number }).id);
            return;
          }
          await answer.text();
        } catch {
          // the connection broke under the request: its outcome is unknown, so it is sent again
        }
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    let stop = false;
    let n = 0;
    const streams = Array.from({ length: 4 }, async () => {
      while (!stop) await create(++n);
    });
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(8);
    await killHard(first);
    const atKill = acknowledged.size;
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(atKill + 8);
    stop = true;
    await Promise.all(streams);

    // The proxy spread the load over both processes before the kill.
    expect(proxy.sent.get(first.baseUrl)).toBeGreaterThan(0);
    expect(proxy.sent.get(second.baseUrl)).toBeGreaterThan(0);
    // Every acknowledged create is there, once.
    for (const id of acknowledged.values()) {
      const record = await onSecond.call<{ id: number }>("GET", `/contentdossier/${id}`);
      expect(record.id).toBe(id);
    }
    expect(new Set(acknowledged.values()).size).toBe(acknowledged.size);
    expect(await count()).toBe(before + acknowledged.size);
    console.log(`${acknowledged.size} creates acknowledged, ${atKill} before the kill; ${retries} retries`);
  }, 180_000);
});
