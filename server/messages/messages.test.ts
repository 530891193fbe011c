import { beforeAll, describe, expect, it } from "vitest";
import { addMember } from "../records/testing/installFixture";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";

describeApi("messages", (api) => {
  let scene: RecordsScene;
  let other: RecordsScene;

  beforeAll(async () => {
    scene = await recordsScene(api, 7300);
    other = await recordsScene(api, 7400);
  }, 60_000);

  const send = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/message", { cookie, body });
  const list = (cookie: string, query = "") =>
    api.request("GET", `/api/message?environment=${scene.environment}&${query}`, { cookie });

  describe("compose", () => {
    it("sends to members and answers the new id", async () => {
      const { manager, clerk, viewer } = scene.users;
      const sent = await send(manager.cookie, {
        environment: scene.environment,
        title: "Planning",
        messageText: "<p>See the <b>new</b> planning</p>",
        users: [clerk.id, viewer.id, clerk.id],
      });
      expect(sent.status).toBe(201);
      const read = await api.request("GET", `/api/message/${sent.body.id}`, { cookie: manager.cookie });
      expect(read.body).toMatchObject({
        id: sent.body.id,
        environment: scene.environment,
        title: "Planning",
        message_text: "<p>See the <b>new</b> planning</p>",
        type: "normal",
        sender_id: manager.id,
        sender_name: `${manager.username} Tester`,
        read_date: null,
      });
      expect(read.body.recipients.map((r: { id: number }) => r.id).sort()).toEqual(
        [clerk.id, viewer.id].sort(),
      );
    });

    it("answers 'This is a required field' on to, title and message, and stores nothing", async () => {
      const before = await list(scene.users.manager.cookie, "filter=outgoing");
      const empty = await send(scene.users.manager.cookie, {
        environment: scene.environment,
        title: "  ",
        messageText: "<p><br></p>",
        users: [],
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        errors: {
          to: "This is a required field",
          title: "This is a required field",
          message: "This is a required field",
        },
      });
      const missing = await send(scene.users.manager.cookie, { environment: scene.environment });
      expect(missing.body.errors).toEqual({
        to: "This is a required field",
        title: "This is a required field",
        message: "This is a required field",
      });
      const after = await list(scene.users.manager.cookie, "filter=outgoing");
      expect(after.body.pager.items).toBe(before.body.pager.items);
    });

    it("refuses recipients outside the environment, a bad type and a record of another environment", async () => {
      const base = { environment: scene.environment, title: "Hi", messageText: "Hello" };
      const outsider = await send(scene.users.manager.cookie, { ...base, users: [scene.users.outsider.id] });
      expect(outsider.status).toBe(400);
      expect(outsider.body.errors).toEqual({ to: "This value is not valid" });
      const junk = await send(scene.users.manager.cookie, { ...base, users: ["x"], type: "shout" });
      expect(junk.body.errors).toEqual({ to: "This value is not valid", type: "This value is not valid" });
      const foreignRecord = await api.request("POST", "/api/contentdossier", {
        cookie: other.users.manager.cookie,
        body: { defDossier: other.entities.person, [other.person.name.edit]: "Elsewhere" },
      });
      const record = await send(scene.users.manager.cookie, {
        ...base,
        users: [scene.users.clerk.id],
        contentDossier: foreignRecord.body.id,
      });
      expect(record.body.errors).toEqual({ contentDossier: "This value is not valid" });
      expect((await send(scene.users.manager.cookie, { title: "x" })).body.errors).toEqual({
        environment: "This is a required field",
      });
    });

    it("answers 400, never 500, to bodies of the wrong shapes", async () => {
      const cookie = scene.users.manager.cookie;
      const environment = scene.environment;
      const bodies: unknown[] = [
        [],
        { environment: "x" },
        { environment, users: "7", title: 5, messageText: { html: "x" } },
        { environment, users: [null], title: ["a"], messageText: null, type: 3, contentDossier: "x" },
        { environment, users: [scene.users.clerk.id], title: "x".repeat(256), messageText: "Hi" },
      ];
      for (const body of bodies) {
        const response = await send(cookie, body as Record<string, unknown>);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
      }
      const text = await api.request("POST", "/api/message", {
        cookie,
        body: "plain words",
        headers: { "content-type": "text/plain" },
      });
      expect([400, 415]).toContain(text.status);
      const badRead = await api.request("PATCH", "/api/message/1", { cookie, body: { read: "maybe" } });
      expect(badRead.status).toBe(400);
    });

    it("is for members of the environment, and pop-ups for admins only", async () => {
      const body = {
        environment: scene.environment,
        title: "Hi",
        messageText: "Hello",
        users: [scene.users.clerk.id],
      };
      expect((await send(scene.users.outsider.cookie, body)).status).toBe(403);
      expect((await send(other.users.manager.cookie, body)).status).toBe(403);
      expect((await api.request("POST", "/api/message", { body })).status).toBe(401);
      expect((await send(scene.users.manager.cookie, { ...body, type: "popup" })).status).toBe(403);
      expect((await send(scene.users.envAdmin.cookie, { ...body, type: "popup" })).status).toBe(201);
    });
  });

  describe("inbox", () => {
    let first: number;
    let second: number;
    let popup: number;
    let reader: { id: number; cookie: string };

    beforeAll(async () => {
      const user = await api.loggedInUser({ name: "reader" });
      await addMember(api.db, scene.environment, user.id, [scene.roles.viewer]);
      reader = user;
      const message = (title: string, type = "normal") =>
        send(scene.users.envAdmin.cookie, {
          environment: scene.environment,
          title,
          messageText: `<p>${title}</p>`,
          users: [reader.id],
          type,
        }).then((r) => r.body.id as number);
      first = await message("First");
      second = await message("Second");
      popup = await message("Attention", "popup");
    });

    it("lists incoming messages newest first, unread ones with new=1, pop-ups with type=popup", async () => {
      const all = await list(reader.cookie, "filter=incoming");
      expect(all.status).toBe(200);
      expect(all.body.results.map((m: { id: number }) => m.id)).toEqual([popup, second, first]);
      expect(all.body.pager).toEqual({ current: 1, pages: 1, items: 3, limit: 50 });
      const page = await list(reader.cookie, "filter=incoming&new=1&limit=2");
      expect(page.body.results.map((m: { id: number }) => m.id)).toEqual([popup, second]);
      expect(page.body.pager).toEqual({ current: 1, pages: 2, items: 3, limit: 2 });
      const popups = await list(reader.cookie, "filter=incoming&new=1&type=popup");
      expect(popups.body.results.map((m: { id: number }) => m.id)).toEqual([popup]);
      const outgoing = await list(scene.users.envAdmin.cookie, "filter=outgoing");
      expect(outgoing.body.results.map((m: { id: number }) => m.id)).toEqual(
        expect.arrayContaining([popup, second, first]),
      );
      expect((await list(reader.cookie, "filter=sideways")).body).toEqual({
        errors: { filter: "This value is not valid" },
      });
    });

    it("counts unread messages; reading one by id marks it read", async () => {
      const count = () =>
        api
          .request("GET", `/api/message/unread?environment=${scene.environment}`, { cookie: reader.cookie })
          .then((r) => r.body.count);
      expect(await count()).toBe(3);
      const opened = await api.request("GET", `/api/message/${popup}`, { cookie: reader.cookie });
      expect(opened.status).toBe(200);
      expect(Date.parse(opened.body.read_date)).not.toBeNaN();
      expect(await count()).toBe(2);
      const popups = await list(reader.cookie, "filter=incoming&new=1&type=popup");
      expect(popups.body.results).toEqual([]);
      // The sender reading it marks nothing.
      await api.request("GET", `/api/message/${first}`, { cookie: scene.users.envAdmin.cookie });
      expect(await count()).toBe(2);
      const marked = await api.request("PATCH", `/api/message/${first}`, {
        cookie: reader.cookie,
        body: { read: true },
      });
      expect(marked.body.read_date).not.toBeNull();
      expect(await count()).toBe(1);
      await api.request("PATCH", `/api/message/${first}`, { cookie: reader.cookie, body: { read: false } });
      expect(await count()).toBe(2);
    });

    it("keeps a message from anyone but its sender and recipients", async () => {
      expect(
        (await api.request("GET", `/api/message/${first}`, { cookie: scene.users.clerk.cookie })).status,
      ).toBe(404);
      expect(
        (await api.request("GET", `/api/message/${first}`, { cookie: scene.users.outsider.cookie })).status,
      ).toBe(404);
      expect(
        (
          await api.request("PATCH", `/api/message/${first}`, {
            cookie: scene.users.envAdmin.cookie,
            body: { read: true },
          })
        ).status,
      ).toBe(403);
      expect((await list(scene.users.clerk.cookie, "filter=incoming")).body.results).not.toContainEqual(
        expect.objectContaining({ id: first }),
      );
      expect((await list(scene.users.outsider.cookie)).status).toBe(403);
      expect((await api.request("GET", "/api/message/abc", { cookie: reader.cookie })).status).toBe(404);
    });
  });
});
