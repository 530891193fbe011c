import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type FilesScene, filesScene } from "./testing/filesScene";

const dataUrl = (text: string, mime = "text/plain") =>
  `data:${mime};base64,${Buffer.from(text, "utf8").toString("base64")}`;

describeApi("files", (api) => {
  let scene: FilesScene;

  beforeAll(async () => {
    scene = await filesScene(api, 8100);
  }, 60_000);

  const upload = (cookie: string | undefined, body: Record<string, unknown>) =>
    api.request("POST", "/api/file", { ...(cookie ? { cookie } : {}), body });
  const uploadAs = async (cookie: string, name = "report.txt", text = "hello docket") => {
    const response = await upload(cookie, { environment: scene.environment, name, file: dataUrl(text) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const recordWith = async (cookie: string, fileIds: number[]) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie,
      body: { defDossier: scene.entity, [scene.items.name]: "With files", [scene.items.documents]: fileIds },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const documentsOf = async (recordId: number) => {
    const response = await api.request("GET", `/api/contentdossier/${recordId}?view=edit`, {
      cookie: scene.users.admin.cookie,
    });
    return response.body.content[scene.items.documents];
  };

  describe("POST /api/file", () => {
    it("stores a data URL for a member and answers its id, name, type and size", async () => {
      const response = await upload(scene.users.clerk.cookie, {
        environment: scene.environment,
        name: "notes.txt",
        description: "Meeting notes",
        file: dataUrl("hello docket"),
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        id: expect.any(Number),
        filename: "notes.txt",
        description: "Meeting notes",
        mime: "text/plain",
        size: 12,
        environment_id: scene.environment,
      });
    });

    it("keeps only the last part of a name with folders", async () => {
      const response = await upload(scene.users.clerk.cookie, {
        environment: scene.environment,
        name: "../../etc/passwd",
        file: dataUrl("x"),
      });
      expect(response.status).toBe(201);
      expect(response.body.filename).toBe("passwd");
    });

    it("refuses a missing or unreadable file and a missing environment with field errors", async () => {
      const cookie = scene.users.clerk.cookie;
      const bad = await upload(cookie, {
        environment: scene.environment,
        name: "a.txt",
        file: "not a data url",
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ file: "This value is not valid" });
      const empty = await upload(cookie, { environment: scene.environment, name: "a.txt", file: "" });
      expect(empty.body.errors).toEqual({ file: "This is a required field" });
      const nowhere = await upload(cookie, { environment: "", name: "a.txt", file: dataUrl("x") });
      expect(nowhere.status).toBe(400);
    });

    it("refuses callers outside the environment (403) and without a session (401)", async () => {
      const body = { environment: scene.environment, name: "a.txt", file: dataUrl("x") };
      expect((await upload(scene.users.outsider.cookie, body)).status).toBe(403);
      expect((await upload(undefined, body)).status).toBe(401);
    });
  });

  describe("GET /api/file/{id}/download", () => {
    it("answers the bytes with the stored type and an attachment disposition", async () => {
      const id = await uploadAs(scene.users.clerk.cookie, "Verslag é.txt", "inhoud van het verslag");
      const response = await api.request("GET", `/api/file/${id}/download`, {
        cookie: scene.users.clerk.cookie,
      });
      expect(response.status).toBe(200);
      expect(String(response.headers["content-type"])).toMatch(/^text\/plain/);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Verslag _.txt"; filename*=UTF-8''Verslag%20%C3%A9.txt`,
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.body).toBe("inhoud van het verslag");
    });

    it("keeps binary bytes as they were", async () => {
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
      const created = await upload(scene.users.clerk.cookie, {
        environment: scene.environment,
        name: "pixel.png",
        file: `data:image/png;base64,${bytes.toString("base64")}`,
      });
      const response = await api.app.inject({
        method: "GET",
        url: `/api/file/${created.body.id}/download`,
        headers: { cookie: scene.users.clerk.cookie },
      });
      expect(response.headers["content-type"]).toBe("image/png");
      expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
    });

    it("answers 403 outside the environment, 401 without a session and 404 for no such file", async () => {
      const id = await uploadAs(scene.users.clerk.cookie);
      expect(
        (await api.request("GET", `/api/file/${id}/download`, { cookie: scene.users.outsider.cookie }))
          .status,
      ).toBe(403);
      expect((await api.request("GET", `/api/file/${id}/download`)).status).toBe(401);
      expect(
        (await api.request("GET", "/api/file/99999999/download", { cookie: scene.users.admin.cookie }))
          .status,
      ).toBe(404);
    });
  });

  describe("who may read and upload files", () => {
    const download = (id: number, cookie: string) =>
      api.request("GET", `/api/file/${id}/download`, { cookie });

    it("refuses uploads by a member who may write no record", async () => {
      const response = await upload(scene.users.trainee.cookie, {
        environment: scene.environment,
        name: "x.txt",
        file: dataUrl("x"),
      });
      expect(response.status).toBe(403);
    });

    it("lets only those who may see the record and its field read a file it holds", async () => {
      const shared = await uploadAs(scene.users.fileAdmin.cookie, "plan.txt", "care plan");
      const care = await uploadAs(scene.users.fileAdmin.cookie, "diagnosis.txt", "SENTINEL diagnosis");
      const created = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.fileAdmin.cookie,
        body: {
          defDossier: scene.entity,
          [scene.items.name]: "Client",
          [scene.items.documents]: [shared],
          [scene.items.care]: [care],
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);

      expect((await download(shared, scene.users.clerk.cookie)).status).toBe(200);
      // The care documents field is hidden from clerks, so its files are too.
      const hidden = await download(care, scene.users.clerk.cookie);
      expect(hidden.status).toBe(403);
      expect(JSON.stringify(hidden.body)).not.toContain("SENTINEL");
      // A member without the show right reads none of the record's files.
      expect((await download(shared, scene.users.trainee.cookie)).status).toBe(403);
      expect((await download(care, scene.users.fileAdmin.cookie)).status).toBe(200);
      expect((await download(care, scene.users.admin.cookie)).status).toBe(200);
    });

    it("lets only the uploader and admins read a file no record holds yet", async () => {
      const loose = await uploadAs(scene.users.clerk.cookie, "draft.txt");
      expect((await download(loose, scene.users.clerk.cookie)).status).toBe(200);
      expect((await download(loose, scene.users.colleague.cookie)).status).toBe(403);
      expect((await download(loose, scene.users.trainee.cookie)).status).toBe(403);
      expect((await download(loose, scene.users.admin.cookie)).status).toBe(200);
    });
  });

  describe("DELETE /api/file/{id}/detach/{dossierId}", () => {
    it("takes the file out of the record's values for holders of the file-delete credential", async () => {
      const first = await uploadAs(scene.users.clerk.cookie, "one.txt");
      const second = await uploadAs(scene.users.clerk.cookie, "two.txt");
      const record = await recordWith(scene.users.clerk.cookie, [first, second]);
      expect(await documentsOf(record)).toEqual([first, second]);

      const denied = await api.request("DELETE", `/api/file/${first}/detach/${record}`, {
        cookie: scene.users.clerk.cookie,
      });
      expect(denied.status).toBe(403);
      const detached = await api.request("DELETE", `/api/file/${first}/detach/${record}`, {
        cookie: scene.users.fileAdmin.cookie,
      });
      expect(detached.status).toBe(204);
      expect(await documentsOf(record)).toEqual([second]);
      // The file itself stays.
      const still = await api.request("GET", `/api/file/${first}/download`, {
        cookie: scene.users.clerk.cookie,
      });
      expect(still.status).toBe(200);

      await api.request("DELETE", `/api/file/${second}/detach/${record}`, {
        cookie: scene.users.admin.cookie,
      });
      expect(await documentsOf(record)).toBeUndefined();
    });

    it("is also a save of the record without the file, with the same right; adding needs edit only", async () => {
      const first = await uploadAs(scene.users.clerk.cookie, "one.txt");
      const second = await uploadAs(scene.users.clerk.cookie, "two.txt");
      const record = await recordWith(scene.users.clerk.cookie, [first]);
      const save = (cookie: string, fileIds: number[]) =>
        api.request("PUT", `/api/contentdossier/${record}`, {
          cookie,
          body: { [scene.items.documents]: fileIds },
        });
      expect((await save(scene.users.clerk.cookie, [first, second])).status).toBe(200);
      expect(await documentsOf(record)).toEqual([first, second]);
      // Without the file-delete credential no save may drop a file: nothing is written.
      const denied = await save(scene.users.clerk.cookie, [second]);
      expect(denied.status).toBe(403);
      expect(await documentsOf(record)).toEqual([first, second]);
      expect((await save(scene.users.fileAdmin.cookie, [second])).status).toBe(200);
      expect(await documentsOf(record)).toEqual([second]);
    });

    it("answers 403 for callers outside the environment", async () => {
      const id = await uploadAs(scene.users.clerk.cookie);
      const record = await recordWith(scene.users.clerk.cookie, [id]);
      const response = await api.request("DELETE", `/api/file/${id}/detach/${record}`, {
        cookie: scene.users.outsider.cookie,
      });
      expect(response.status).toBe(403);
      expect(await documentsOf(record)).toEqual([id]);
    });
  });

  describe("DELETE /api/file/{id}", () => {
    it("lets the uploader remove a file no record holds yet, but not one in use", async () => {
      const loose = await uploadAs(scene.users.clerk.cookie);
      const used = await uploadAs(scene.users.clerk.cookie);
      await recordWith(scene.users.clerk.cookie, [used]);
      const removed = await api.request("DELETE", `/api/file/${loose}`, { cookie: scene.users.clerk.cookie });
      expect(removed.status).toBe(204);
      expect(
        (await api.request("GET", `/api/file/${loose}/download`, { cookie: scene.users.clerk.cookie }))
          .status,
      ).toBe(404);
      const refused = await api.request("DELETE", `/api/file/${used}`, { cookie: scene.users.clerk.cookie });
      expect(refused.status).toBe(409);
    });

    it("refuses to remove a file a record holds, for everyone, with a clear message", async () => {
      const id = await uploadAs(scene.users.clerk.cookie);
      const record = await recordWith(scene.users.clerk.cookie, [id]);
      for (const cookie of [scene.users.fileAdmin.cookie, scene.users.admin.cookie]) {
        const response = await api.request("DELETE", `/api/file/${id}`, { cookie });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          message: "This file is used by a record and cannot be deleted",
          errors: { file: "This file is used by a record and cannot be deleted" },
        });
      }
      expect(await documentsOf(record)).toEqual([id]);
      // Detached from the record, it may go.
      await api.request("DELETE", `/api/file/${id}/detach/${record}`, {
        cookie: scene.users.fileAdmin.cookie,
      });
      const removed = await api.request("DELETE", `/api/file/${id}`, {
        cookie: scene.users.fileAdmin.cookie,
      });
      expect(removed.status).toBe(204);
    });

    it("does not let another member remove someone's upload", async () => {
      const id = await uploadAs(scene.users.fileAdmin.cookie);
      const response = await api.request("DELETE", `/api/file/${id}`, { cookie: scene.users.clerk.cookie });
      expect(response.status).toBe(403);
    });
  });
});
