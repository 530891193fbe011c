import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import {
  CreatedEmbedToken,
  CreateResponse,
  EmbedFormAnswer,
  EmbedToken,
  EmbedTokenList,
  LinkTargets,
  RecordDetail,
} from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { badRequest, forbidden } from "../http/errors";
import { isId, pathId } from "../http/ids";
import { INVALID, REQUIRED } from "../http/messages";
import { first } from "../http/queryParams";
import { DbId, NoContent } from "../http/schemaTypes";
import { noteRecordWrite } from "../realtime/recordChangeHooks";
import { bearerToken, type EmbedCaller, embedCaller, TOKEN_NOT_FOR_THIS, tokenUsername } from "./embedCaller";
import { answerPreflight, embedCorsHeaders, originAllowed, rememberTokenOrigins } from "./embedCors";
import { createThroughToken, embedForm, updateThroughToken } from "./embedFormService";
import { searchLinkTargets } from "./embedLinkSearch";
import type { EmbedAction } from "./embedTokenInput";
import { createEmbedToken, listEmbedTokens, revokeEmbedToken, updateEmbedToken } from "./embedTokensService";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Called by other sites with an embed token: no session, no same-origin check, CORS by the token. */
    embedToken?: boolean;
  }
}

type IdParams = { Params: { id: string } };
type Query = Record<string, unknown>;

const Origins = Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 });
const TokenBodyDoc = Type.Object({
  environment: DbId,
  name: Type.String({ maxLength: 255 }),
  entity: DbId,
  action: Type.Union([Type.Literal("create"), Type.Literal("show"), Type.Literal("edit")]),
  record: Type.Optional(DbId),
  role: DbId,
  allowedOrigins: Origins,
  expiresAt: Type.String({ description: "ISO date-time (or a day: its end, UTC) in the future" }),
});
const TokenPatchDoc = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 255 })),
  allowedOrigins: Type.Optional(Origins),
  expiresAt: Type.Optional(Type.String()),
});

/**
 * Documents a body without validating it (the service reports every problem at once), and declares the
 * answer, which Fastify serialises with.
 */
const documentedBody = (body: unknown, description: string, response: Record<number, unknown>) => ({
  schema: { body, description, response } as FastifySchema,
  validatorCompiler: () => () => true,
});

/**
 * Embed tokens (issue 22): the admin API (environment and super admins, cookie session) and the token API
 * that embedded forms on other sites call with `Authorization: Bearer <token>`.
 */
export function embedRoutes(
  app: FastifyInstance,
  db: Database,
  config: Pick<ServerConfig, "publicUrl">,
): void {
  app.get("/api/embedtoken", { schema: { response: { 200: EmbedTokenList } } }, async (request) => {
    const raw = first((request.query as Query).environment);
    if (raw === undefined || raw === "") throw badRequest({ environment: REQUIRED });
    const environment = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isId(environment)) throw badRequest({ environment: INVALID });
    return listEmbedTokens(db, callerOf(request), environment);
  });
  app.post(
    "/api/embedtoken",
    documentedBody(TokenBodyDoc, "A new embed token; its signed string is answered this once", {
      201: CreatedEmbedToken,
    }),
    async (request, reply) =>
      reply.code(201).send(await createEmbedToken(db, callerOf(request), bodyOf(request))),
  );
  app.patch<IdParams>(
    "/api/embedtoken/:id",
    documentedBody(TokenPatchDoc, "A token's name, allowed origins or expiry", { 200: EmbedToken }),
    async (request) => updateEmbedToken(db, callerOf(request), pathId(request.params.id), bodyOf(request)),
  );
  app.delete<IdParams>("/api/embedtoken/:id", { schema: { response: NoContent } }, async (request, reply) => {
    await revokeEmbedToken(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });

  const tokenRoute = { public: true, embedToken: true };
  const onSend = embedCorsHeaders(db);
  /** The request's live token for the action, from an origin it allows (403 from any other). */
  const embedOf = async (request: FastifyRequest, action?: EmbedAction): Promise<EmbedCaller> => {
    const embed = await embedCaller(db, bearerToken(request.headers.authorization), {
      ...(action ? { action } : {}),
    });
    rememberTokenOrigins(request, embed.token.allowed_origins);
    if (!originAllowed(request, config.publicUrl, embed.token.allowed_origins))
      throw forbidden(TOKEN_NOT_FOR_THIS);
    return embed;
  };
  const locale = (request: FastifyRequest) => first((request.query as Query).locale);
  /** A token's write is published as the app's are (live lists, the environment's events), sent by the token. */
  const noteTokenWrite = (request: FastifyRequest, { token }: EmbedCaller, action: "create" | "update") =>
    noteRecordWrite(
      request,
      {
        environmentId: token.environment_id,
        defDossierId: token.def_dossier_id,
        action,
        ...(action === "update" && token.content_dossier_id ? { dossierId: token.content_dossier_id } : {}),
      },
      { id: null, username: tokenUsername(token.name) },
    );

  for (const url of ["/api/embed/form", "/api/embed/record", "/api/embed/link/:item"]) {
    app.options(url, { config: tokenRoute }, (request, reply) => answerPreflight(db, request, reply));
  }
  app.get(
    "/api/embed/form",
    {
      config: tokenRoute,
      onSend,
      schema: {
        description: "The embedded form's token, bundle and record",
        response: { 200: EmbedFormAnswer },
      },
    },
    async (request) => embedForm(db, await embedOf(request), locale(request)),
  );
  app.get<{ Params: { item: string } }>(
    "/api/embed/link/:item",
    {
      config: tokenRoute,
      onSend,
      schema: {
        description:
          "Records a link of the token's form may point to, by summary (?q=), as the role sees them",
        response: { 200: LinkTargets },
      },
    },
    async (request) =>
      searchLinkTargets(
        db,
        await embedOf(request),
        pathId(request.params.item),
        first((request.query as Query).q),
        locale(request),
      ),
  );
  app.post(
    "/api/embed/record",
    {
      config: tokenRoute,
      onSend,
      ...documentedBody(Type.Object({ values: Type.Object({}) }), "Create through a token", {
        201: CreateResponse,
      }),
    },
    async (request, reply) => {
      const embed = await embedOf(request, "create");
      noteTokenWrite(request, embed, "create");
      return reply.code(201).send(await createThroughToken(db, embed, request.body, locale(request)));
    },
  );
  app.put(
    "/api/embed/record",
    {
      config: tokenRoute,
      onSend,
      ...documentedBody(
        Type.Object({ values: Type.Object({}), version: Type.Optional(Type.Integer()) }),
        "Save the token's record",
        { 200: RecordDetail },
      ),
    },
    async (request) => {
      const embed = await embedOf(request, "edit");
      noteTokenWrite(request, embed, "update");
      return updateThroughToken(db, embed, request.body, locale(request));
    },
  );
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
