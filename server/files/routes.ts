import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { EnvironmentFileList, FileInfo } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { documentedQuery } from "../http/documentedOnly";
import { badRequest } from "../http/errors";
import { isId, pathId } from "../http/ids";
import { INVALID, REQUIRED } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { first } from "../http/queryParams";
import { NoContent } from "../http/schemaTypes";
import { deleteFile, detachFile, downloadFile, type UploadInput, uploadFile } from "./fileService";
import { listFiles } from "./listFiles";
import { contentDisposition, safeFilename } from "./safeFilename";

type IdParams = { Params: { id: string } };

const UploadBody = Type.Object({
  environment: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]),
  name: Type.String({ maxLength: 1000 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  file: Type.String(),
});

const ListQuery = Type.Object({
  environment: Type.Integer({ description: "The environment" }),
  search: Type.Optional(Type.String({ description: "Part of the name or description" })),
  page: Type.Optional(Type.String({ description: "1-based page" })),
  limit: Type.Optional(Type.String({ description: "Rows per page (10 when absent)" })),
});

/** The generic lists' page size (spec 1-platform: lists of 10). */
const FILES_PER_PAGE = 10;

/** Files of an environment: list, upload (JSON with a data URL), download, delete, detach from a record. */
export function fileRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    "/api/file",
    documentedQuery(ListQuery, "The environment's files, where they are used", EnvironmentFileList),
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const raw = first(query.environment);
      if (raw === undefined) throw badRequest({ environment: REQUIRED });
      const environment = Number(raw);
      if (!isId(environment)) throw badRequest({ environment: INVALID });
      const search = first(query.search)?.trim().slice(0, 200);
      const page = pageRequest(query, FILES_PER_PAGE);
      const { rows, items } = await listFiles(
        db,
        callerOf(request),
        { environment, ...(search ? { search } : {}) },
        page,
      );
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: UploadInput }>(
    "/api/file",
    { schema: { body: UploadBody, response: { 201: FileInfo } } },
    async (request, reply) => reply.code(201).send(await uploadFile(db, callerOf(request), request.body)),
  );

  app.get<IdParams>("/api/file/:id/download", async (request, reply) => {
    const { file, bytes } = await downloadFile(db, callerOf(request), pathId(request.params.id));
    return reply
      .type(file.mime)
      .header("content-disposition", contentDisposition(safeFilename(file.filename)))
      .header("cache-control", "private, no-store")
      .send(bytes);
  });

  app.delete<IdParams>("/api/file/:id", { schema: { response: NoContent } }, async (request, reply) => {
    await deleteFile(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string; dossierId: string } }>(
    "/api/file/:id/detach/:dossierId",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await detachFile(db, callerOf(request), pathId(request.params.id), pathId(request.params.dossierId));
      return reply.code(204).send();
    },
  );
}
