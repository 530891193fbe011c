import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SOCKET_PATH } from "../realtime/attachRealtime";
import { type ApiResponse, describeApi } from "../testing/apiHarness";
import { type LeakScene, leakScene, SENTINEL, type Targets } from "./testing/leakScene";
import { type IdPool, type Operation, operationsOf, requestFor } from "./testing/walkOperations";

/** What the server logs, line by line, so the walk can read the lines written while a caller's call ran. */
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };

type Caller = "caseworker" | "trainee";
const CALLERS: Caller[] = ["trainee", "caseworker"];

/** GETs that change state (the spec's archive, subscribe, logout...): they get fresh records like writes. */
const CHANGING_GET = /\/(archive|dearchive|subscribe|unsubscribe|logout_cookie|refresh_token|ttl_token)$/;

/**
 * Walks every operation of the OpenAPI document as a case worker (the BSN and the care documents are hidden
 * from their role) and as a trainee (no rights), aimed at records holding the sentinel in the hidden BSN,
 * the hidden file (name and bytes) and the change log, and fails when the sentinel appears in any answer,
 * any log line written during their calls, or any socket message to them. New operations are walked
 * without being listed here.
 */
describeApi(
  "sentinel walk",
  (api) => {
    let scene: LeakScene;
    let shared: Targets;
    const sockets: Socket[] = [];
    const socketMessages: { caller: Caller; event: string; payload: string }[] = [];

    beforeAll(async () => {
      scene = await leakScene(api, 9600);
      shared = await scene.freshTargets();
      await api.app.listen({ port: 0, host: "127.0.0.1" });
      const address = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
      for (const caller of CALLERS) {
        const socket = connect(address, {
          path: SOCKET_PATH,
          transports: ["websocket"],
          reconnection: false,
          extraHeaders: { cookie: scene.users[caller].cookie },
        });
        socket.onAny((event: string, payload: unknown) =>
          socketMessages.push({ caller, event, payload: JSON.stringify(payload) }),
        );
        await new Promise<void>((resolve, reject) => {
          socket.on("connect", resolve);
          socket.on("connect_error", reject);
        });
        socket.emit("environment:join", { environmentId: scene.environment });
        socket.emit("dossier:join", { dossierId: shared.client });
        sockets.push(socket);
      }
    }, 120_000);

    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    const poolOf = (targets: Targets, caller: Caller): IdPool => ({
      environment: scene.environment,
      entity: scene.entities.client,
      record: targets.client,
      otherRecord: targets.otherClient,
      child: targets.visit,
      file: targets.careFile,
      link: scene.links.visits,
      dataField: scene.fields.bsn,
      baseField: scene.fields.bsnBase,
      item: scene.items.bsn,
      position: scene.positions.main,
      role: scene.roles.caseworker,
      user: caller === "caseworker" ? scene.users.caseworker.id : scene.users.admin.id,
    });

    /** The caller's session, logged in again when a call (logout, password change) ended it. */
    const cookieOf = async (caller: Caller) => {
      const user = scene.users[caller];
      const me = await api.request("GET", "/api/user/me", { cookie: user.cookie });
      if (me.status === 401) user.cookie = await api.login(user);
      return user.cookie;
    };

    const leaks: string[] = [];
    let checks = 0;
    const check = (where: string, text: string) => {
      checks += 1;
      const at = text.indexOf(SENTINEL);
      if (at >= 0) leaks.push(`${where}: …${text.slice(Math.max(0, at - 80), at + 40)}…`);
    };
    const statuses = new Map<string, number>();

    /** One call as a caller: its answer (body and headers) and the log lines it wrote are checked. */
    const call = async (
      caller: Caller,
      method: string,
      url: string,
      body?: unknown,
    ): Promise<ApiResponse> => {
      const cookie = await cookieOf(caller);
      const logged = logLines.length;
      const response = await api.request(method as "GET", url, {
        cookie,
        ...(body !== undefined ? { body } : {}),
      });
      if (response.sessionCookie) scene.users[caller].cookie = response.sessionCookie;
      const where = `${caller} ${method} ${url}`;
      check(
        `${where} answered ${response.status}`,
        `${JSON.stringify(response.body)} ${JSON.stringify(response.headers)}`,
      );
      check(`${where} logged`, logLines.slice(logged).join("\n"));
      const family = `${caller} ${Math.floor(response.status / 100)}xx`;
      statuses.set(family, (statuses.get(family) ?? 0) + 1);
      return response;
    };

    // Slow by nature (about 40 s): every operation of the API twice, with fresh records for each write.
    it("lets no sentinel reach a caller who may not see it, through any operation", async () => {
      const docs = await api.request("GET", "/api/docs/json", { cookie: scene.users.admin.cookie });
      expect(docs.status).toBe(200);
      const operations = operationsOf(docs.body);
      // Reads first, so that writes (a delete, a merge) cannot take the sentinel away before they run.
      const changes = (op: Operation) => op.method !== "GET" || CHANGING_GET.test(op.path);
      const ordered = [...operations.filter((op) => !changes(op)), ...operations.filter(changes)];
      for (const operation of ordered) {
        const targets = changes(operation) ? await scene.freshTargets() : shared;
        for (const caller of CALLERS) {
          const { url, body } = requestFor(operation, poolOf(targets, caller));
          await call(caller, operation.method, url, body);
        }
      }

      // Calls aimed where a guess from the schema does not reach: each hidden value by name and by path.
      const t = await scene.freshTargets();
      const probes: [string, string, unknown?][] = [
        [
          "POST",
          "/api/contentdossier/fieldpath",
          { originDossier: t.client, environment: scene.environment, path: "bsn" },
        ],
        [
          "POST",
          "/api/contentdossier/fieldpath",
          { originDossier: t.client, environment: scene.environment, path: "care" },
        ],
        [
          "POST",
          "/api/contentdossier/fieldpath",
          { originDossier: t.visit, environment: scene.environment, path: "owner.bsn" },
        ],
        ["GET", `/api/contentdossier/${t.client}?view=edit`],
        ["GET", `/api/contentdossier/${t.client}?displayPosition=${scene.positions.main}`],
        ["GET", `/api/contentdossier?defDossier=${scene.entities.client}&formatted=1&labels=1`],
        ["GET", `/api/contentdossier?defDossier=${scene.entities.client}&view=edit&formatted=1&labels=1`],
        [
          "GET",
          `/api/contentdossier?defDossier=${scene.entities.client}&displayPosition=${scene.positions.main}`,
        ],
        ["GET", `/api/contentdossier?defDossier=${scene.entities.client}&${scene.items.bsn}=4711`],
        [
          "GET",
          `/api/contentdossier?defDossier=${scene.entities.client}&${scene.items.bsn}_aggregate=unique`,
        ],
        ["GET", `/api/contentdossier?defDossier=${scene.entities.visit}&formatted=1&labels=1`],
        ["GET", `/api/dossier?defDossier=${scene.entities.client}&dossierIds=${t.client}&formatted=1`],
        ["GET", `/api/dossierlog?environment=${scene.environment}&dossier=${t.client}`],
        ["GET", `/api/dossierlog?environment=${scene.environment}`],
        ["GET", `/api/file/${t.careFile}/download`],
        ["GET", `/api/defdossier/${scene.entities.client}/bundle`],
        ["GET", `/api/contentdossier/quicksearch?environment=${scene.environment}&search=client`],
        [
          "PUT",
          "/api/dossier/massupdate",
          {
            defDossier: scene.entities.client,
            dossier_ids: [t.client],
            update_values: { [scene.items.name]: "Renamed" },
            overwrite: true,
          },
        ],
        ["PUT", `/api/contentdossier/${t.client}`, { [scene.items.name]: "Renamed again" }],
        ["GET", `/api/dossierlog?environment=${scene.environment}&dossier=${t.client}`],
        [
          "POST",
          "/api/contentdossier/merge",
          { dossiers: { action: "keep", ids: [t.client, t.otherClient] } },
        ],
      ];
      for (const caller of CALLERS) {
        for (const [method, url, body] of probes) {
          const response = await call(caller, method, url, body);
          if (caller === "caseworker" && url.endsWith("/merge")) {
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            await call(caller, "GET", `/api/contentdossier/${response.body.id}?view=show`);
            await call(
              caller,
              "GET",
              `/api/dossierlog?environment=${scene.environment}&dossier=${response.body.id}`,
            );
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const message of socketMessages)
        check(`socket ${message.caller} ${message.event}`, message.payload);

      const figures = {
        operations: operations.length,
        calls: [...statuses.values()].reduce((a, b) => a + b, 0),
        statuses: Object.fromEntries(statuses),
        socketMessages: socketMessages.length,
        sentinelChecks: checks,
        leaks: leaks.length,
      };
      console.log(`sentinel walk (${api.kind}): ${JSON.stringify(figures)}`);
      expect(leaks).toEqual([]);
      // The walk reached the records: the case worker got answers, and socket messages arrived.
      expect(statuses.get("caseworker 2xx") ?? 0).toBeGreaterThan(40);
      expect(socketMessages.length).toBeGreaterThan(0);
    }, 600_000);

    it("finds the sentinel where it may be seen, so the walk's check can fail", async () => {
      const t = await scene.freshTargets();
      const asAdmin = (url: string, body?: unknown) =>
        api.request(body ? "POST" : "GET", url, {
          cookie: scene.users.admin.cookie,
          ...(body ? { body } : {}),
        });
      expect(JSON.stringify((await asAdmin(`/api/contentdossier/${t.client}`)).body)).toContain(SENTINEL);
      expect(String((await asAdmin(`/api/file/${t.careFile}/download`)).body)).toContain(SENTINEL);
      expect(
        JSON.stringify(
          (await asAdmin(`/api/dossierlog?environment=${scene.environment}&dossier=${t.client}`)).body,
        ),
      ).toContain(SENTINEL);
      const path = { originDossier: t.visit, environment: scene.environment, path: "owner.bsn" };
      expect(JSON.stringify((await asAdmin("/api/contentdossier/fieldpath", path)).body)).toContain(SENTINEL);
    });
  },
  {},
  { logStream },
);
