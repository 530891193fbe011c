import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER } from "../http/idempotency";
import { REQUEST_TOOK_TOO_LONG } from "../http/requestDeadline";
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from "../http/sameOrigin";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

const DEADLINE_SECONDS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates that nobody will read the answer of: the client went away, or the deadline passed. A lock held
 * on the records table keeps the create waiting in the database (PostgreSQL only: PGlite's one connection
 * would hold up every request before its handler).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("abandoned creates", () => {
  describeApi(
    "abandoned creates",
    (api) => {
      let scene: RecordsScene;
      beforeAll(async () => {
        scene = await recordsScene(api, 9500);
        await api.app.listen({ host: "127.0.0.1", port: 0 });
      }, 60_000);
      afterAll(() => releaseLock?.());

      let releaseLock: (() => void) | undefined;
      /** Holds an exclusive lock on content_dossiers (reads pass, inserts wait); answers the holder's pid. */
      async function lockRecords(): Promise<{ pid: number; held: Promise<unknown> }> {
        let lockedPid: (pid: number) => void = () => undefined;
        const pid = new Promise<number>((resolve) => {
          lockedPid = resolve;
        });
        const released = new Promise<void>((resolve) => {
          releaseLock = resolve;
        });
        const held = api.db.transaction(async (tx) => {
          await tx.query("lock table content_dossiers in exclusive mode");
          const [row] = await tx.query<{ pid: number }>("select pg_backend_pid() as pid");
          lockedPid(row?.pid ?? 0);
          await released;
        });
        return { pid: await pid, held };
      }
      /** How many statements wait for the lock the holder has. */
      const waitingOn = async (pid: number) =>
        (
          await api.db.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))",
            [pid],
          )
        )[0]?.n ?? 0;
      async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
        const end = Date.now() + ms;
        while (Date.now() < end) {
          if (await condition()) return true;
          await sleep(50);
        }
        return condition();
      }
      const named = async (name: string) =>
        (
          await api.db.query<{ n: number }>(
            `select count(*)::int as n from records_${scene.entities.person} r, jsonb_each(r.vals) v
            where v.value = to_jsonb($1::text)`,
            [name],
          )
        )[0]?.n;
      const createBody = (name: string) =>
        JSON.stringify({ defDossier: scene.entities.person, [scene.person.name.edit]: name });

      it("a create whose client goes away is rolled back: no record nobody saw", async () => {
        const { pid, held } = await lockRecords();
        const body = createBody("Gone client");
        const port = (api.app.server.address() as AddressInfo).port;
        const client = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/contentdossier",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            cookie: scene.users.manager.cookie,
            [APP_REQUEST_HEADER]: APP_REQUEST_VALUE,
            [IDEMPOTENCY_HEADER]: "gone-client",
          },
        });
        client.on("error", () => undefined);
        client.end(body);
        expect(await until(async () => (await waitingOn(pid)) > 0, 5000)).toBe(true);

        const gone = Date.now();
        client.destroy();
        // The waiting insert is cancelled on the server, well before the deadline would have stopped it.
        expect(await until(async () => (await waitingOn(pid)) === 0, 3000)).toBe(true);
        expect(Date.now() - gone).toBeLessThan(DEADLINE_SECONDS * 1000);
        releaseLock?.();
        await held;
        await sleep(200);
        expect(await named("Gone client")).toBe(0);
      });

      it("a create past the deadline answers 503 and is rolled back; its retry creates it once", async () => {
        const { held } = await lockRecords();
        const create = () =>
          api.request("POST", "/api/contentdossier", {
            cookie: scene.users.manager.cookie,
            headers: { [IDEMPOTENCY_HEADER]: "past-deadline" },
            body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Past deadline" },
          });
        const started = Date.now();
        const late = await create();
        expect(late.status).toBe(503);
        expect(late.body).toEqual({ message: REQUEST_TOOK_TOO_LONG });
        expect(late.headers["retry-after"]).toBeDefined();
        expect(Date.now() - started).toBeLessThan(DEADLINE_SECONDS * 1000 + 3000);
        releaseLock?.();
        await held;
        await sleep(200);
        expect(await named("Past deadline")).toBe(0);

        const retry = await create();
        expect(retry.status, JSON.stringify(retry.body)).toBe(201);
        expect(await named("Past deadline")).toBe(1);
      });
    },
    { requestDeadlineSeconds: DEADLINE_SECONDS },
    { kinds: ["postgres"] },
  );
});
