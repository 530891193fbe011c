import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  ActiveUsers,
  BlockData,
  DashboardBlockList,
  DashboardBlockView,
  DashboardPositions,
  MemberCount,
  NewRecordStatistics,
  Nullable,
  Uuid,
} from "../../schemas";
import type { Database } from "../db/database";
import { designerValidator } from "../designer/shared/validator";
import { requireEnvironment } from "../environments/requireEnvironment";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { DbId, NoContent } from "../http/schemaTypes";
import { type BlockDataQuery, blockData } from "./blockData";
import {
  type BlockInput,
  type BlockListQuery,
  createBlock,
  deleteBlock,
  getBlock,
  listBlocks,
  MAX_BLOCK_ROLES,
  updateBlock,
} from "./blocksService";
import { getPositions, type PositionInput, savePositions } from "./positions";
import { activeUsers, memberCount, newRecordStatistics } from "./statistics";

const Text = Type.String({ maxLength: 20 });
const IdRef = Type.Union([DbId, Type.Object({ id: DbId })]);
// Settings are checked per block type by the service; their shape is the DashboardBlockSettings schema.
const Settings = Nullable(Type.Object({}, { additionalProperties: true }));
const Translations = Type.Array(
  Type.Object({ culture: Type.String({ maxLength: 10 }), title: Type.String({ maxLength: 255 }) }),
  { maxItems: 50 },
);

const blockProperties = {
  uuid: Type.Optional(Uuid),
  type: Type.Optional(Type.String({ maxLength: 64 })),
  parent: Type.Optional(Nullable(IdRef)),
  col: Type.Optional(Type.Integer()),
  rank: Type.Optional(Type.Integer()),
  defDossier: Type.Optional(Nullable(DbId)),
  dossierQuery: Type.Optional(Nullable(DbId)),
  dashboard: Type.Optional(Nullable(Type.Boolean())),
  roles: Type.Optional(Type.Array(IdRef, { maxItems: MAX_BLOCK_ROLES + 1 })),
  translations: Type.Optional(Translations),
  settings: Type.Optional(Settings),
};
const CreateBody = Type.Object({ environment: DbId, ...blockProperties });
const PatchBody = Type.Object({ environment: Type.Optional(DbId), ...blockProperties });

const ListQuery = Type.Object({
  environment: Type.Optional(DbId),
  dashboard: Type.Optional(Text),
  default: Type.Optional(Text),
  limit: Type.Optional(Text),
  page: Type.Optional(Text),
});
const DataQuery = Type.Object({
  dossier: Type.Optional(Text),
  linkId: Type.Optional(Text),
  date_format: Type.Optional(Text),
  locale: Type.Optional(Text),
});
const PositionsBody = Type.Object({
  blocks: Type.Array(
    Type.Object({
      block: Type.Union([DbId, Uuid]),
      xPos: Type.Integer({ minimum: 0, maximum: 10_000 }),
      yPos: Type.Integer({ minimum: 0, maximum: 100_000 }),
      blockWidth: Type.Integer({ minimum: 0, maximum: 12 }),
      blockHeight: Type.Integer({ minimum: 0, maximum: 10_000 }),
      hidden: Type.Optional(Type.Boolean()),
    }),
    { maxItems: 500 },
  ),
  default: Type.Optional(Type.Boolean()),
});
const DefaultQuery = Type.Object({ default: Type.Optional(Text) });
const StatisticsBody = Type.Object({ environment: DbId, limit: Type.Optional(Type.Integer({ minimum: 1 })) });

const isTrue = (value: string | undefined) => value === "1" || value === "true";

/** Dashboard blocks (mypageblock), their data, the dashboard's positions and its statistics. */
export function dashboardRoutes(app: FastifyInstance, db: Database): void {
  const checked = { validatorCompiler: designerValidator };

  app.get<{ Querystring: BlockListQuery }>(
    "/api/mypageblock",
    { ...checked, schema: { querystring: ListQuery, response: { 200: DashboardBlockList } } },
    async (request) => listBlocks(db, callerOf(request), request.query),
  );
  app.get<{ Params: { id: string } }>(
    "/api/mypageblock/:id",
    { schema: { response: { 200: DashboardBlockView } } },
    async (request) => getBlock(db, callerOf(request), pathId(request.params.id)),
  );
  app.get<{ Params: { id: string }; Querystring: BlockDataQuery }>(
    "/api/mypageblock/:id/data",
    { ...checked, schema: { querystring: DataQuery, response: { 200: BlockData } } },
    async (request) => blockData(db, callerOf(request), pathId(request.params.id), request.query),
  );
  app.post<{ Body: BlockInput & { environment: number } }>(
    "/api/mypageblock",
    { ...checked, schema: { body: CreateBody, response: { 201: DashboardBlockView } } },
    async (request, reply) => reply.code(201).send(await createBlock(db, callerOf(request), request.body)),
  );
  app.patch<{ Params: { id: string }; Body: BlockInput }>(
    "/api/mypageblock/:id",
    { ...checked, schema: { body: PatchBody, response: { 200: DashboardBlockView } } },
    async (request) => updateBlock(db, callerOf(request), pathId(request.params.id), request.body),
  );
  app.delete<{ Params: { id: string } }>(
    "/api/mypageblock/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteBlock(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { environment: string }; Querystring: { default?: string } }>(
    "/api/mypage/:environment/position",
    { ...checked, schema: { querystring: DefaultQuery, response: { 200: DashboardPositions } } },
    async (request) =>
      getPositions(db, callerOf(request), pathId(request.params.environment), isTrue(request.query.default)),
  );
  app.patch<{ Params: { environment: string }; Body: { blocks: PositionInput[]; default?: boolean } }>(
    "/api/mypage/:environment/position",
    { ...checked, schema: { body: PositionsBody, response: { 200: DashboardPositions } } },
    async (request) => savePositions(db, callerOf(request), pathId(request.params.environment), request.body),
  );

  app.post<{ Body: { environment: number } }>(
    "/api/environmentadmin/statistics/contentdossier",
    { ...checked, schema: { body: StatisticsBody, response: { 200: NewRecordStatistics } } },
    async (request) => {
      const caller = callerOf(request);
      await requireEnvironment(db, caller, request.body.environment);
      return newRecordStatistics(db, caller, request.body.environment);
    },
  );
  app.post<{ Body: { environment: number } }>(
    "/api/environmentadmin/statistics/user_current",
    { ...checked, schema: { body: StatisticsBody, response: { 200: MemberCount } } },
    async (request) => {
      await requireEnvironment(db, callerOf(request), request.body.environment);
      return { members: await memberCount(db, request.body.environment) };
    },
  );
  app.post<{ Body: { environment: number; limit?: number } }>(
    "/api/environmentadmin/statistics/users_most_active",
    { ...checked, schema: { body: StatisticsBody, response: { 200: ActiveUsers } } },
    async (request) => {
      await requireEnvironment(db, callerOf(request), request.body.environment);
      return { results: await activeUsers(db, request.body.environment, request.body.limit ?? 10) };
    },
  );
}
