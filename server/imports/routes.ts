import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { ImportState } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { DbId, RequiredText } from "../http/schemaTypes";
import { getImport, startImport, uploadImport } from "./importService";

const UploadBody = Type.Object({
  defDossier: DbId,
  filename: RequiredText(255),
  file: Type.String({ minLength: 1, description: "The CSV or XLSX file as a base64 data URL" }),
});
const Mapping = Type.Object(
  {},
  {
    additionalProperties: DbId,
    maxProperties: 1000,
    description: "Column index (from 0) to the display item id of the caller's edit view it fills",
  },
);
const RunBody = Type.Object({ mapping: Mapping });

/**
 * Import of a CSV or XLSX file into an entity (/import/{id} in the app): upload, map columns to fields,
 * a dry run that lists every row's problems, then the import of all rows in one transaction. Both runs
 * answer 202 at once and go on in the background; GET /import/{id} tells how far they are.
 */
export function importRoutes(app: FastifyInstance, db: Database): void {
  app.post<{ Body: { defDossier: number; filename: string; file: string } }>(
    "/api/import",
    { schema: { body: UploadBody, response: { 201: ImportState } } },
    async (request, reply) => reply.code(201).send(await uploadImport(db, callerOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    "/api/import/:id",
    { schema: { response: { 200: ImportState } } },
    async (request) => getImport(db, callerOf(request), pathId(request.params.id)),
  );

  for (const [path, mode] of [
    ["check", "check"],
    ["run", "import"],
  ] as const) {
    app.post<{ Params: { id: string }; Body: { mapping: Record<string, number> } }>(
      `/api/import/:id/${path}`,
      { schema: { body: RunBody, response: { 202: ImportState } } },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await startImport(db, callerOf(request), pathId(request.params.id), mode, request.body.mapping),
          ),
    );
  }
}
