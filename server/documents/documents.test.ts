import { execFileSync } from "node:child_process";
import { beforeAll, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { minimalDocx } from "./minimalDocx";
import { docxText } from "./testing/docxText";

type Who = keyof RecordsScene["users"];

const dataUrl = (bytes: Buffer) =>
  `data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,${bytes.toString("base64")}`;

const hasLibreOffice = (() => {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore", timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();

describeApi("Word document templates and the documents made from them", (api) => {
  let scene: RecordsScene;
  let recordId: number;
  let template: { id: number; uuid: string };
  const call = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    api.request(method, url, { cookie: scene.users[who].cookie, ...(body === undefined ? {} : { body }) });
  /** The generated document's bytes (the harness reads other answers as text). */
  const generate = async (who: Who, outputType: string, ref = template.uuid, ids = [recordId]) => {
    const query = ids.map((id) => `contentDossierIds[]=${id}`).join("&");
    const response = await api.app.inject({
      method: "GET",
      url: `/api/kedocx/generate/${ref}/${scene.environment}?${query}&outputType=${outputType}`,
      headers: { cookie: scene.users[who].cookie },
    });
    return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
  };

  beforeAll(async () => {
    scene = await recordsScene(api, 8600);
    const made = await call("manager", "POST", "/api/contentdossier", {
      defDossier: scene.entities.person,
      [scene.person.name.edit]: "Ann <Smith>",
      [scene.person.kind.edit]: [scene.options.private],
      [scene.person.salary.edit]: 1234,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    recordId = made.body.id;
    const upload = await call("envAdmin", "POST", "/api/kedocx", {
      environment: scene.environment,
      defDossier: scene.entities.person,
      name: "Letter",
      translations: { nl_NL: "Brief" },
      file: dataUrl(
        minimalDocx([
          "Dear {name},",
          `Salary: {salary} / {f${scene.dataFields.salary}}`,
          "Unknown: [{nothing_here}]",
          "{#dossiers}#{id} {summary}; {/dossiers}",
        ]),
      ),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    template = upload.body;
  }, 60_000);

  it("keeps templates to those who manage them, and lists them per entity for the designer", async () => {
    expect((await upload("manager")).status).toBe(403);
    const listed = await call("envAdmin", "GET", `/api/kedocx?defDossier=${scene.entities.person}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        id: template.id,
        name: "Letter",
        filename: "Letter.docx",
        def_dossier_id: scene.entities.person,
      }),
    ]);
    expect(
      (await call("envAdmin", "GET", `/api/kedocx?defDossier=${scene.entities.task}`)).body.results,
    ).toEqual([]);
    expect((await call("clerk", "GET", `/api/kedocx?environment=${scene.environment}`)).status).toBe(403);
    expect((await call("outsider", "GET", `/api/kedocx/${template.id}`)).status).toBe(403);
  });

  function upload(who: Who, file = dataUrl(minimalDocx(["{name}"]))) {
    return call(who, "POST", "/api/kedocx", { environment: scene.environment, name: "Other", file });
  }

  it("refuses a file that is not a Word document, or a template with broken tags, saying why", async () => {
    const notWord = await upload(
      "envAdmin",
      `data:text/plain;base64,${Buffer.from("hello").toString("base64")}`,
    );
    expect(notWord.status).toBe(400);
    expect(notWord.body).toEqual({ errors: { file: "This is not a Word document (.docx)" } });
    const broken = await upload("envAdmin", dataUrl(minimalDocx(["Dear {name,"])));
    expect(broken.status).toBe(400);
    expect(broken.body.errors.file).toMatch(/^The template has errors: .*unclosed/);
    const noName = await call("envAdmin", "POST", "/api/kedocx", {
      environment: scene.environment,
      name: " ",
      file: "x",
    });
    expect(noName.status).toBe(400);
  });

  it("shows the tags a template uses beside the tags its entity offers", async () => {
    const shown = await call("envAdmin", "GET", `/api/kedocx/${template.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.tags).toEqual(
      expect.arrayContaining(["name", "salary", `f${scene.dataFields.salary}`, "nothing_here", "dossiers"]),
    );
    expect(shown.body.offered).toEqual(
      expect.arrayContaining([{ label: "Salary", tags: [`f${scene.dataFields.salary}`, "salary"] }]),
    );
  });

  it("fills a .docx with the record's values as the caller may see them", async () => {
    const manager = await generate("manager", "docx");
    expect(manager.status).toBe(200);
    expect(manager.headers["content-type"]).toContain("wordprocessingml");
    expect(manager.headers["content-disposition"]).toMatch(/filename="Letter P-\d+ Ann <Smith>\.docx"/);
    const lines = docxText(manager.bytes);
    expect(lines[0]).toBe("Dear Ann <Smith>,");
    expect(lines[1]).toMatch(/^Salary: 1[.,]?234.* \/ 1[.,]?234/);
    expect(lines[2]).toBe("Unknown: []");
    expect(lines[3]).toMatch(new RegExp(`^#${recordId} P-\\d+ Ann <Smith>; $`));
    // Clerks may not see the salary: the document leaves it out as the record page does.
    const clerk = docxText((await generate("clerk", "docx")).bytes);
    expect(clerk[0]).toBe("Dear Ann <Smith>,");
    expect(clerk[1]).toBe("Salary:  / ");
  });

  it("needs the show right on every record, a known output type and records of the template's entity", async () => {
    expect((await generate("nobody", "docx")).status).toBe(403);
    expect((await generate("outsider", "docx")).status).toBe(403);
    const badType = await generate("manager", "exe");
    expect(badType.status).toBe(400);
    expect(JSON.parse(badType.bytes.toString())).toEqual({
      errors: { outputType: "This value is not valid" },
    });
    const task = await call("manager", "POST", "/api/contentdossier", {
      defDossier: scene.entities.task,
      [scene.task.title.edit]: "T",
      [scene.task.invoice.edit]: "I",
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    expect((await generate("manager", "docx", template.uuid, [recordId, task.body.id])).status).toBe(400);
    expect((await generate("manager", "docx", "no-such-template")).status).toBe(404);
    expect((await generate("manager", "docx", String(template.id), [])).status).toBe(400);
  });

  it("answers HTML with the values escaped, and logs the export on the record", async () => {
    const html = await generate("viewer", "html");
    expect(html.status).toBe(200);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.headers["content-disposition"]).toMatch(/^inline/);
    const text = html.bytes.toString();
    expect(text).toContain("Dear Ann &lt;Smith&gt;,");
    expect(text).not.toContain("<Smith>");
    const logged = await api.db.query<{ username: string; extra_data: Record<string, unknown> }>(
      "select username, extra_data from dossier_logs where content_dossier_id = $1 and type = 'export'",
      [recordId],
    );
    expect(logged).toContainEqual({
      username: scene.users.viewer.username,
      extra_data: { template: template.uuid, name: "Letter", format: "html" },
    });
  });

  it(hasLibreOffice
    ? "converts to PDF through LibreOffice"
    : "says PDF needs LibreOffice when the server has none", async () => {
    const pdf = await generate("manager", "pdf");
    if (hasLibreOffice) {
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    } else {
      expect(pdf.status).toBe(503);
      expect(JSON.parse(pdf.bytes.toString())).toEqual({
        message: "PDF documents need LibreOffice on the server",
      });
    }
  }, 90_000);

  it("renames, replaces the file of, downloads and deletes a template", async () => {
    const made = await upload("envAdmin");
    expect(made.status).toBe(201);
    const renamed = await call("envAdmin", "PATCH", `/api/kedocx/${made.body.id}`, {
      name: "Invoice",
      file: dataUrl(minimalDocx(["Invoice for {name}"])),
      filename: "invoice.docx",
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Invoice", filename: "invoice.docx" });
    const file = await api.app.inject({
      method: "GET",
      url: `/api/kedocx/${made.body.id}/download`,
      headers: { cookie: scene.users.envAdmin.cookie },
    });
    expect(docxText(file.rawPayload)).toEqual(["Invoice for {name}"]);
    expect((await call("manager", "DELETE", `/api/kedocx/${made.body.id}`)).status).toBe(403);
    expect((await call("envAdmin", "DELETE", `/api/kedocx/${made.body.id}`)).status).toBe(204);
    expect((await call("envAdmin", "GET", `/api/kedocx/${made.body.id}`)).status).toBe(404);
  });
});
