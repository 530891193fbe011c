import { beforeAll, expect, it } from "vitest";
import { addMember } from "../records/testing/installFixture";
import { describeApi } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { type FilesScene, filesScene } from "./testing/filesScene";

const dataUrl = (text: string) => `data:text/plain;base64,${Buffer.from(text, "utf8").toString("base64")}`;

interface ListedFile {
  id: number;
  name: string;
  description: string | null;
  mime: string;
  size: number;
  created_by: { id: number; username: string } | null;
  used_in: { def_dossier_id: number; records: number; record_ids: number[] }[];
}

describeApi("files list", (api) => {
  let scene: FilesScene;
  let plain: number;
  let secret: number;
  let loose: number;
  let records: number[];
  /** Holds kedo.file and the clerks' role, which the care documents are hidden from. */
  let clerkWithFiles: string;
  /** Holds kedo.file only: no entity right at all. */
  let filesOnly: string;

  beforeAll(async () => {
    scene = await filesScene(api, 8200);
    const upload = async (cookie: string, name: string, description?: string) => {
      const response = await api.request("POST", "/api/file", {
        cookie,
        body: {
          environment: scene.environment,
          name,
          file: dataUrl(name),
          ...(description ? { description } : {}),
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id as number;
    };
    plain = await upload(scene.users.clerk.cookie, "minutes.txt", "Minutes of May");
    secret = await upload(scene.users.admin.cookie, "diagnosis.txt");
    loose = await upload(scene.users.admin.cookie, "loose.txt");
    records = [];
    for (const values of [
      { [scene.items.documents]: [plain] },
      { [scene.items.documents]: [plain], [scene.items.care]: [secret] },
    ]) {
      const response = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.admin.cookie,
        body: { defDossier: scene.entity, [scene.items.name]: "Holder", ...values },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      records.push(response.body.id);
    }
    const setup = setupApi(api);
    const fileRole = await setup.role(scene.users.admin.cookie, scene.environment, ["kedo.file"]);
    const [clerks] = await api.db.query<{ id: number }>(
      "select id from roles where environment_id = $1 and name = 'Clerks'",
      [scene.environment],
    );
    const clerk = await api.loggedInUser({ name: "fileclerk" });
    await addMember(api.db, scene.environment, clerk.id, [fileRole, clerks?.id as number]);
    clerkWithFiles = clerk.cookie;
    const only = await api.loggedInUser({ name: "filesonly" });
    await addMember(api.db, scene.environment, only.id, [fileRole]);
    filesOnly = only.cookie;
  }, 60_000);

  const list = (query: string, cookie: string | null = scene.users.admin.cookie) =>
    api.request(
      "GET",
      `/api/file?environment=${scene.environment}${query}`,
      cookie === null ? {} : { cookie },
    );
  const byId = (files: ListedFile[]) => new Map(files.map((file) => [file.id, file]));

  it("lists the environment's files newest first with type, size, uploader and where they are used", async () => {
    const response = await list("");
    expect(response.status).toBe(200);
    expect(response.body.pager).toEqual({ current: 1, pages: 1, items: 3, limit: 10 });
    const files = response.body.results as ListedFile[];
    expect(files.map((file) => file.id)).toEqual([loose, secret, plain]);
    const found = byId(files);
    expect(found.get(plain)).toMatchObject({
      name: "minutes.txt",
      description: "Minutes of May",
      mime: "text/plain",
      size: "minutes.txt".length,
      created_by: { id: scene.users.clerk.id, username: scene.users.clerk.username },
      used_in: [{ def_dossier_id: scene.entity, records: 2, record_ids: records }],
    });
    expect(found.get(secret)?.used_in).toEqual([
      { def_dossier_id: scene.entity, records: 1, record_ids: [records[1]] },
    ]);
    expect(found.get(loose)?.used_in).toEqual([]);
  });

  it("searches names and descriptions and pages", async () => {
    const searched = await list("&search=may");
    expect(searched.body.results.map((file: ListedFile) => file.id)).toEqual([plain]);
    const paged = await list("&limit=2&page=2");
    expect(paged.body.pager).toEqual({ current: 2, pages: 2, items: 3, limit: 2 });
    expect(paged.body.results.map((file: ListedFile) => file.id)).toEqual([plain]);
  });

  it("shows holders of kedo.file only the files they may read: not those of fields hidden from them", async () => {
    const clerk = await list("", clerkWithFiles);
    expect(clerk.status).toBe(200);
    expect(clerk.body.results.map((file: ListedFile) => file.id)).toEqual([plain]);
    expect(JSON.stringify(clerk.body)).not.toContain("diagnosis");
    const only = await list("", filesOnly);
    expect(only.status).toBe(200);
    expect(only.body.results).toEqual([]);
  });

  it("is for admins and holders of kedo.file (or kedo.file.delete)", async () => {
    expect((await list("", scene.users.fileAdmin.cookie)).status).toBe(200);
    expect((await list("", scene.users.clerk.cookie)).status).toBe(403);
    expect((await list("", scene.users.trainee.cookie)).status).toBe(403);
    expect((await list("", scene.users.outsider.cookie)).status).toBe(403);
    expect((await list("", null)).status).toBe(401);
    const missing = await api.request("GET", "/api/file", { cookie: scene.users.admin.cookie });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ environment: "This is a required field" });
  });

  it("refuses downloads of files in fields the caller may not see", async () => {
    const hidden = await api.request("GET", `/api/file/${secret}/download`, { cookie: clerkWithFiles });
    expect(hidden.status).toBe(403);
    const shown = await api.request("GET", `/api/file/${plain}/download`, { cookie: clerkWithFiles });
    expect(shown.status).toBe(200);
    expect(shown.body).toBe("minutes.txt");
  });

  it("names no record that holds a file only in a field hidden from the caller", async () => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.admin.cookie,
      body: { defDossier: scene.entity, [scene.items.name]: "Care only", [scene.items.care]: [plain] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const careOnly = response.body.id as number;
    const admin = byId((await list("")).body.results as ListedFile[]);
    expect(admin.get(plain)?.used_in[0]?.record_ids).toContain(careOnly);
    const clerk = byId((await list("", clerkWithFiles)).body.results as ListedFile[]);
    expect(clerk.get(plain)?.used_in[0]?.record_ids).toEqual(records);
  });
});
