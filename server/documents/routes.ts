import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { DocumentTemplate, DocumentTemplateDetail, DocumentTemplateList } from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { contentDisposition, safeFilename } from "../files/safeFilename";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest } from "../http/pager";
import { first, listParam } from "../http/queryParams";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import { MIME_TYPES } from "./documentOutput";
import {
  createTemplate,
  deleteTemplate,
  downloadTemplate,
  getTemplate,
  listTemplates,
  type TemplateInput,
  updateTemplate,
} from "./documentTemplates";
import { generateDocument } from "./generateDocument";

type IdParams = { Params: { id: string } };

const Translations = Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: 255 }));
const Fields = {
  name: RequiredText(255),
  defDossier: Type.Optional(Type.Union([DbId, Type.Null()])),
  translations: Type.Optional(Translations),
  filename: Type.Optional(Type.String({ maxLength: 255 })),
  file: Type.String(),
};
const CreateBody = Type.Object({ environment: DbId, ...Fields });
const PatchBody = Type.Partial(Type.Object(Fields));
const ListQuery = Type.Object({
  environment: Type.Optional(DbId),
  defDossier: Type.Optional(DbId),
  search: Type.Optional(Type.String({ maxLength: 255 })),
  page: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
});

/** Word document templates (the kedocx module) and the documents made from them (spec 2-records, 3-designer). */
export function documentRoutes(app: FastifyInstance, db: Database, config: ServerConfig): void {
  app.get<{
    Querystring: {
      environment?: number;
      defDossier?: number;
      search?: string;
      page?: string;
      limit?: string;
    };
  }>(
    "/api/kedocx",
    { schema: { querystring: ListQuery, response: { 200: DocumentTemplateList } } },
    async (request) => listTemplates(db, callerOf(request), request.query, pageRequest(request.query, 10)),
  );

  app.get<IdParams>(
    "/api/kedocx/:id",
    { schema: { response: { 200: DocumentTemplateDetail } } },
    async (request) => getTemplate(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: TemplateInput & { environment: number } }>(
    "/api/kedocx",
    { schema: { body: CreateBody, response: { 201: DocumentTemplate } } },
    async (request, reply) => {
      const { environment, ...input } = request.body;
      return reply.code(201).send(await createTemplate(db, callerOf(request), environment, input));
    },
  );

  app.patch<IdParams & { Body: TemplateInput }>(
    "/api/kedocx/:id",
    { schema: { body: PatchBody, response: { 200: DocumentTemplate } } },
    async (request) => updateTemplate(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<IdParams>("/api/kedocx/:id", { schema: { response: NoContent } }, async (request, reply) => {
    await deleteTemplate(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });

  app.get<IdParams>("/api/kedocx/:id/download", async (request, reply) => {
    const { filename, bytes } = await downloadTemplate(db, callerOf(request), pathId(request.params.id));
    return reply
      .type(MIME_TYPES.docx)
      .header("content-disposition", contentDisposition(safeFilename(filename)))
      .header("cache-control", "private, no-store")
      .send(bytes);
  });

  app.get<{ Params: { template: string; environment: string }; Querystring: Record<string, unknown> }>(
    "/api/kedocx/generate/:template/:environment",
    async (request, reply) => {
      const document = await generateDocument(db, callerOf(request), config.sofficePath, {
        template: request.params.template,
        environmentId: pathId(request.params.environment),
        recordIds: listParam(request.query, "contentDossierIds").map((id) => pathId(id)),
        outputType: first(request.query.outputType) ?? "pdf",
        locale: first(request.query.locale),
      });
      // HTML opens in the browser's window; the other types download.
      const disposition = contentDisposition(document.filename);
      return reply
        .type(document.mime)
        .header(
          "content-disposition",
          document.mime.startsWith("text/html") ? disposition.replace(/^attachment/, "inline") : disposition,
        )
        .header("cache-control", "private, no-store")
        .send(document.bytes);
    },
  );
}
