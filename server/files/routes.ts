import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { deleteFile, detachFile, downloadFile, type UploadInput, uploadFile } from "./fileService";
import { contentDisposition, safeFilename } from "./safeFilename";

type IdParams = { Params: { id: string } };

const UploadBody = Type.Object({
  environment: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]),
  name: Type.String({ maxLength: 1000 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  file: Type.String(),
});

/** Files of an environment: upload (JSON with a data URL), download, delete, detach from a record. */
export function fileRoutes(app: FastifyInstance, db: Database): void {
  app.post<{ Body: UploadInput }>("/api/file", { schema: { body: UploadBody } }, async (request, reply) =>
    reply.code(201).send(await uploadFile(db, callerOf(request), request.body)),
  );

  app.get<IdParams>("/api/file/:id/download", async (request, reply) => {
    const { file, bytes } = await downloadFile(db, callerOf(request), pathId(request.params.id));
    return reply
      .type(file.mime)
      .header("content-disposition", contentDisposition(safeFilename(file.filename)))
      .header("cache-control", "private, no-store")
      .send(bytes);
  });

  app.delete<IdParams>("/api/file/:id", async (request, reply) => {
    await deleteFile(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string; dossierId: string } }>(
    "/api/file/:id/detach/:dossierId",
    async (request, reply) => {
      await detachFile(db, callerOf(request), pathId(request.params.id), pathId(request.params.dossierId));
      return reply.code(204).send();
    },
  );
}
