import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  ApplyTemplateStatus,
  ApplyTemplateStatusAnswer,
  CreateResponse,
  TemplateDetails,
  TemplateList,
  TemplateProgress,
  TemplateTranslation,
} from "../../schemas";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { callerOf } from "../http/caller";
import { forbidden } from "../http/errors";
import { pathId } from "../http/ids";
import { pageRequest } from "../http/pager";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import { bypassesChecks } from "../permissions/bypassesChecks";
import { applyTemplate, markTemplateFailed } from "./applyTemplate";
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  getThumbnail,
  listTemplates,
  type TemplateWrite,
  updateTemplate,
} from "./templateService";

/** The template list shows 9 per page unless asked otherwise (options 9, 18, 27, 51, 102, 153, 204). */
export const TEMPLATE_PAGE_SIZE = 9;

const writeProperties = {
  description: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  translations: Type.Optional(Type.Array(TemplateTranslation, { maxItems: 50 })),
  environment: Type.Optional(DbId),
  template: Type.Optional(Type.String({ maxLength: 20_000_000 })),
  thumbnail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
};
const CreateBody = Type.Object({ name: RequiredText(255), ...writeProperties });
const PatchBody = Type.Object({ name: Type.Optional(RequiredText(255)), ...writeProperties });
const ListParams = Type.Object({
  limit: Type.Optional(Type.String({ maxLength: 10 })),
  page: Type.Optional(Type.String({ maxLength: 10 })),
  name: Type.Optional(Type.String({ maxLength: 255 })),
});
const ApplyParams = Type.Object({ template: Type.String(), environment: Type.String() });
const StatusQuery = Type.Object({ environment: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * A whole template is written in one transaction (all or nothing), which for a large one (50 entities, 500
 * data fields) takes longer than the usual request deadline on a busy machine; it gets five minutes.
 */
const APPLY_DEADLINE_SECONDS = 300;

/** Progress goes out at most this often (and at the end), so a large template does not flood the socket. */
const PROGRESS_INTERVAL_MS = 100;

/** Templates (super admin) and applying one to an environment (spec 1-platform, Templates and section 7). */
export function templateRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { limit?: string; page?: string; name?: string } }>(
    "/api/admin/template",
    { schema: { querystring: ListParams, response: { 200: TemplateList } } },
    async (request) =>
      listTemplates(
        db,
        callerOf(request),
        request.query.name,
        pageRequest(request.query, TEMPLATE_PAGE_SIZE),
      ),
  );

  app.get<{ Params: { id: string } }>(
    "/api/admin/template/:id",
    { schema: { response: { 200: TemplateDetails } } },
    async (request) => getTemplate(db, callerOf(request), pathId(request.params.id)),
  );

  app.get<{ Params: { id: string } }>("/api/admin/template/:id/thumbnail", async (request, reply) => {
    const thumbnail = await getThumbnail(db, callerOf(request), pathId(request.params.id));
    return reply
      .type(thumbnail.mime)
      .header("cache-control", "private, max-age=60")
      .header("x-content-type-options", "nosniff")
      .send(thumbnail.bytes);
  });

  app.post<{ Body: TemplateWrite }>(
    "/api/admin/template",
    { schema: { body: CreateBody, response: { 201: CreateResponse } } },
    async (request, reply) => reply.code(201).send(await createTemplate(db, callerOf(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: TemplateWrite }>(
    "/api/admin/template/:id",
    { schema: { body: PatchBody, response: { 200: TemplateDetails } } },
    async (request) => updateTemplate(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.patch<{ Params: { id: string }; Body: { translations: TemplateWrite["translations"] } }>(
    "/api/admin/template/:id/translation",
    {
      schema: {
        body: Type.Object({ translations: Type.Array(TemplateTranslation, { maxItems: 50 }) }),
        response: { 200: TemplateDetails },
      },
    },
    async (request) =>
      updateTemplate(db, callerOf(request), pathId(request.params.id), {
        translations: request.body.translations,
      }),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/admin/template/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteTemplate(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: { template: string; environment: string } }>(
    "/api/template/apply/:template/:environment",
    {
      schema: { params: ApplyParams, response: { 200: TemplateProgress } },
      config: { deadlineSeconds: APPLY_DEADLINE_SECONDS },
    },
    async (request) => {
      const ctx = callerOf(request);
      const templateId = pathId(request.params.template);
      const environmentId = pathId(request.params.environment);
      let sentAt = 0;
      const report = (progress: { done: number; total: number }) => {
        const now = Date.now();
        if (progress.done < progress.total && now - sentAt < PROGRESS_INTERVAL_MS) return;
        sentAt = now;
        app.notifyUser(ctx.userId, "template:progress", { templateId, environmentId, ...progress });
      };
      try {
        return await applyTemplate(db, ctx, templateId, environmentId, report);
      } catch (error) {
        // Only for a caller allowed to apply: nobody else marks another's environment as failed.
        if (bypassesChecks(ctx, environmentId)) {
          // A request stopped at its deadline may not write any more: the failure it answers stays the one told.
          await markTemplateFailed(db, environmentId, templateId).catch(() => undefined);
        }
        throw error;
      }
    },
  );

  app.patch<{ Querystring: { environment: number }; Body: ApplyTemplateStatus }>(
    "/api/apply-template",
    {
      schema: {
        querystring: StatusQuery,
        body: ApplyTemplateStatus,
        response: { 200: ApplyTemplateStatusAnswer },
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const environmentId = request.query.environment;
      await requireEnvironment(db, ctx, environmentId);
      if (!bypassesChecks(ctx, environmentId)) throw forbidden();
      await db.query("update environments set template_status = $2, modified_at = now() where id = $1", [
        environmentId,
        request.body.status,
      ]);
      return { environment: environmentId, status: request.body.status };
    },
  );
}
