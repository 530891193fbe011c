import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServerEvents, RecordChange, ServerToClientEvents } from "../../schemas";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { SOCKET_PATH } from "./attachRealtime";

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Event = keyof ServerToClientEvents;
type PayloadOf<E extends Event> = Parameters<ServerToClientEvents[E]>[0];

describeApi("live socket", (api) => {
  let scene: RecordsScene;
  let address: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    scene = await recordsScene(api, 9100);
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    address = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(() => {
    for (const client of clients) client.close();
  });

  const open = (cookie?: string, headers: Record<string, string> = {}): Client => {
    const client: Client = connect(address, {
      path: SOCKET_PATH,
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: { ...(cookie ? { cookie } : {}), ...headers },
    });
    clients.push(client);
    return client;
  };

  /** Every payload of an event from now on, so a test can wait for the one it expects. */
  const record = <E extends Event>(client: Client, event: E): PayloadOf<E>[] => {
    const seen: PayloadOf<E>[] = [];
    client.on(event as never, ((payload: PayloadOf<E>) => seen.push(payload)) as never);
    return seen;
  };
  const until = async (check: () => boolean, what: string) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > 5000) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const connected = (client: Client) => until(() => client.connected, "the connection");
  const names = (users: { username: string }[]) => users.map((user) => user.username).sort();
  const newPerson = async (name: string) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: name },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };

  it("refuses a connection without a session", async () => {
    const client = open();
    const error = await new Promise<Error>((resolve) => client.on("connect_error", resolve));
    expect(error.message).toBe("unauthorized");
    expect(client.connected).toBe(false);
  });

  it("refuses a connection a page of another site opens, though the session cookie goes along", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const client = open(scene.users.manager.cookie, headers);
      const error = await new Promise<Error>((resolve) => client.on("connect_error", resolve));
      expect(error.message).toBe("forbidden");
    }
    const own = open(scene.users.manager.cookie, { origin: address, "sec-fetch-site": "same-origin" });
    await connected(own);
  });

  it("tells who is in the environment and on a record, and who left", async () => {
    const person = await newPerson("Watched");
    const manager = open(scene.users.manager.cookie);
    const clerk = open(scene.users.clerk.cookie);
    await Promise.all([connected(manager), connected(clerk)]);
    const onRecord = record(manager, "dossier:users");
    const inEnvironment = record(manager, "environment:presence:update");

    manager.emit("environment:join", { environmentId: scene.environment });
    clerk.emit("environment:join", { environmentId: scene.environment });
    await until(
      () => inEnvironment.some((update) => update.users.length === 2),
      "two users in the environment",
    );
    expect(names(inEnvironment.at(-1)?.users ?? [])).toEqual(names([scene.users.manager, scene.users.clerk]));

    manager.emit("dossier:join", { dossierId: person });
    clerk.emit("dossier:join", { dossierId: person });
    await until(() => onRecord.some((update) => update.users.length === 2), "two users on the record");

    clerk.emit("user:presence:set", { presence: "away" });
    await until(
      () => onRecord.at(-1)?.users.find((user) => user.id === scene.users.clerk.id)?.presence === "away",
      "the clerk's presence",
    );

    clerk.close();
    await until(() => onRecord.at(-1)?.users.length === 1, "the clerk leaving");
    expect(onRecord.at(-1)).toEqual({
      dossierId: person,
      users: [{ id: scene.users.manager.id, username: scene.users.manager.username, presence: "online" }],
    });
    manager.close();
  });

  it("sends a record write to the others who may see the entity, not to the writer or outsiders", async () => {
    const person = await newPerson("Changed");
    const writer = open(scene.users.manager.cookie);
    const reader = open(scene.users.viewer.cookie);
    const blind = open(scene.users.nobody.cookie);
    const outsider = open(scene.users.outsider.cookie);
    const clients = [writer, reader, blind, outsider];
    await Promise.all(clients.map(connected));
    const [toWriter, toReader, toBlind, toOutsider] = clients.map((client) =>
      record(client, "displayItem:fetch"),
    );
    const joined = record(reader, "environment:presence:update");
    for (const client of clients) client.emit("environment:join", { environmentId: scene.environment });
    await until(() => joined.some((update) => update.users.length === 3), "three members joined");
    // The outsider is no member: it never entered the room.
    expect(names(joined.at(-1)?.users ?? [])).not.toContain(scene.users.outsider.username);

    const saved = await api.request("PUT", `/api/contentdossier/${person}`, {
      cookie: scene.users.manager.cookie,
      body: { [scene.person.name.edit]: "Changed again" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await until(() => (toReader?.length ?? 0) > 0, "the change");
    expect(toReader?.[0]).toEqual<RecordChange>({
      environmentId: scene.environment,
      defDossierId: scene.entities.person,
      dossierId: person,
      action: "update",
      sender: { id: scene.users.manager.id, username: scene.users.manager.username },
    });

    const created = await newPerson("Fresh");
    await until(() => (toReader?.length ?? 0) > 1, "the creation");
    expect(toReader?.[1]).toMatchObject({ dossierId: created, action: "create" });

    const refused = await api.request("PUT", `/api/contentdossier/${person}`, {
      cookie: scene.users.viewer.cookie,
      body: { [scene.person.name.edit]: "Not allowed" },
    });
    expect(refused.status).toBe(403);
    const removed = await api.request("DELETE", `/api/contentdossier/${created}`, {
      cookie: scene.users.manager.cookie,
    });
    expect(removed.status).toBe(204);
    await until(() => (toReader?.length ?? 0) > 2, "the deletion");
    // The refused write was not announced; the deletion was, with the entity read before it was gone.
    expect(toReader?.map((change) => change.action)).toEqual(["update", "create", "delete"]);
    expect(toReader?.[2]).toMatchObject({ dossierId: created, defDossierId: scene.entities.person });
    expect(toWriter).toEqual([]);
    expect(toBlind).toEqual([]);
    expect(toOutsider).toEqual([]);
  });

  describe("designer changes", () => {
    it("reach the environment only from an environment admin", async () => {
      const admin = open(scene.users.envAdmin.cookie);
      const clerk = open(scene.users.clerk.cookie);
      await Promise.all([connected(admin), connected(clerk)]);
      const refreshes = record(clerk, "displayItem:refresh");
      const joined = record(clerk, "environment:presence:update");
      admin.emit("environment:join", { environmentId: scene.environment });
      clerk.emit("environment:join", { environmentId: scene.environment });
      await until(() => joined.some((update) => update.users.length >= 2), "both joined");

      clerk.emit("displayItem:update", { defDossierId: scene.entities.person });
      admin.emit("displayItem:update", { defDossierId: scene.entities.person });
      await until(() => refreshes.length > 0, "the refresh");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(refreshes).toEqual([
        { defDossierId: scene.entities.person, sender: scene.users.envAdmin.username },
      ]);
    });
  });
});
