import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";

/** Calls whose success answer is no JSON document, so they declare no answer schema; each with what it sends. */
const NOT_JSON: Record<string, string> = {
  "GET /api/connect/{provider}": "a redirect to the identity provider",
  "GET /api/connect/{provider}/check": "a redirect into the app",
  "GET /api/user/{id}/avatar": "image bytes",
  "GET /api/environment/{id}/logo": "image bytes",
  "GET /api/admin/template/{id}/thumbnail": "image bytes",
  "GET /api/contentdossier/export.csv": "CSV, streamed",
  "GET /api/dossierlog/export.csv": "CSV, streamed",
  "GET /api/log/export.csv": "CSV, streamed",
  "GET /api/file/{id}/download": "the file's bytes",
  "GET /api/kedocx/{id}/download": "the document's bytes",
  "GET /api/kedocx/generate/{template}/{environment}": "the generated document's bytes",
  "OPTIONS /api/embed/form": "a CORS preflight: headers only",
  "OPTIONS /api/embed/record": "a CORS preflight: headers only",
  "OPTIONS /api/embed/link/{item}": "a CORS preflight: headers only",
};

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/**
 * Every call declares its answer: Fastify serialises with the schema (what it does not declare does not leave
 * the server), /api/docs documents it, and the app's types are the schema's.
 */
describe("answer schemas", () => {
  let test: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await openTestDatabase("pglite");
    app = await buildServer({ db: test.db });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  it("declares a JSON answer schema on every call but the listed ones", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const undeclared: string[] = [];
    const declaredAnyway: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const call = `${method.toUpperCase()} ${path}`;
        // A JSON answer's schema, or a declared 204 (NoContent in server/http/schemaTypes.ts).
        const declared = Object.entries(operation.responses ?? {}).some(
          ([status, answer]) =>
            status === "204" || (/^2/.test(status) && answer.content?.["application/json"]?.schema),
        );
        if (!declared && !(call in NOT_JSON)) undeclared.push(call);
        if (declared && call in NOT_JSON) declaredAnyway.push(call);
      }
    }
    expect(undeclared).toEqual([]);
    expect(declaredAnyway).toEqual([]);
  });
});
