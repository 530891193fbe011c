import { Readable } from "node:stream";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ArchiveAnswer,
  BundleAnswer,
  ContentListAnswer,
  CreatedRecord,
  CredentialAllowed,
  Favorite,
  FavoriteList,
  FieldPathValues,
  FollowedRecordList,
  MassUpdateAnswer,
  QuickSearchAnswer,
  RecordDetail,
  RecordListAnswer,
  SavedRecord,
  SubscribeResult,
  Subscription,
} from "../../schemas";
import type { Database } from "../db/database";
import { contentDisposition } from "../files/safeFilename";
import { callerOf } from "../http/caller";
import { documentedQuery } from "../http/documentedOnly";
import { badRequest } from "../http/errors";
import { idempotent } from "../http/idempotency";
import { isId, pathId } from "../http/ids";
import { INVALID, REQUIRED } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { first } from "../http/queryParams";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import { logRoutes } from "../logs/routes";
import { type ContentListMode, changeContentList } from "./contentList";
import { exportRecordsCsv } from "./csvExport";
import { entityBundle } from "./entityBundle";
import { addFavorite, listFavorites, removeFavorite } from "./favorites";
import { CsvExportQueryDoc, ListQueryDoc } from "./listQueryDoc";
import { listRecords } from "./listRecords";
import { type MassUpdateInput, massUpdate } from "./massUpdate";
import { type MergeInput, mergeRecords } from "./mergeRecords";
import { quickSearch, quickSearchLimit } from "./quickSearch";
import { fieldPathValues, isCredentialAllowed } from "./recordQueries";
import { getRecord } from "./recordReads";
import { deleteRecord, setArchived } from "./recordRemoval";
import { etagOf } from "./recordVersions";
import { type CreateInput, createRecord, patchGanttDates, updateRecord } from "./recordWrites";
import { listSubscriptions, setSubscribed, subscriptionsAmong } from "./subscriptions";

type Query = Record<string, unknown>;
type IdParams = { Params: { id: string } };

const RECORDS = "/api/contentdossier";

/** Record values keyed by display item id beside the named fields; anything else is ignored. */
const CreateBody = Type.Object({
  defDossier: DbId,
  embedded: Type.Optional(Type.Union([DbId, Type.String({ maxLength: 20 }), Type.Boolean(), Type.Null()])),
  dossierId: Type.Optional(Type.Union([DbId, Type.String({ maxLength: 20 }), Type.Null()])),
  linkId: Type.Optional(Type.Union([DbId, Type.String({ maxLength: 20 }), Type.Null()])),
  ignore_existing: Type.Optional(
    Type.Union([Type.Boolean(), Type.String({ maxLength: 10 }), Type.Integer()]),
  ),
  customView: Type.Optional(Type.String({ maxLength: 255 })),
});
const ValuesBody = Type.Object({});
const IdsBody = Type.Object({ ids: Type.Array(DbId, { maxItems: 10_000 }) });
const FieldPathBody = Type.Object({
  originDossier: DbId,
  environment: Type.Optional(DbId),
  path: RequiredText(1000),
});

/** `{<recordId>: version}`: the versions the caller read the records at (see recordVersions.lockVersions). */
const Versions = (description: string) =>
  Type.Optional(
    Type.Object(
      {},
      {
        additionalProperties: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        maxProperties: 10_000,
        description,
      },
    ),
  );
const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 }), Type.Integer()]));
const MergeBody = Type.Object({
  environment: Type.Optional(DbId),
  dossiers: Type.Object({
    action: Type.Union([Type.Literal("keep"), Type.Literal("archive"), Type.Literal("delete")]),
    ids: Type.Array(DbId, { minItems: 2, maxItems: 2 }),
  }),
  mergeDossier: Type.Optional(
    Type.Array(
      Type.Union([
        Type.Object({ id: DbId, content: Type.Unknown() }),
        Type.Object({
          link_id: DbId,
          use_from: Type.Union([
            Type.Literal("left"),
            Type.Literal("right"),
            Type.Literal("both"),
            Type.Literal("default"),
          ]),
        }),
      ]),
      { maxItems: 2000 },
    ),
  ),
  versions: Versions(
    "The versions the two records were read at, by record id: a record changed since refuses the merge " +
      "(409 {message, errors: {versions}, conflicts: [{id, version, modified_by}]}), nothing is written",
  ),
});
const MassUpdateBody = Type.Object({
  defDossier: DbId,
  dossier_ids: Type.Array(DbId, { minItems: 1, maxItems: 10_000 }),
  update_values: Type.Object({}),
  overwrite: Flag,
  ignore_existing: Flag,
  versions: Versions(
    "The versions the records were read at, by record id: if a value the call writes to one of them was " +
      "changed since, the whole call is refused (409 {message, errors: {versions}, conflicts: [{id, version, " +
      "modified_by}]}) and nothing is written",
  ),
});

/** An optional id parameter of the query string; a present but unreadable one is a 400 for it. */
function queryId(query: Query, name: string, required = false): number | undefined {
  const text = first(query[name]);
  if (text === undefined) {
    if (required) throw badRequest({ [name]: REQUIRED });
    return undefined;
  }
  const id = Number(text);
  if (!isId(id)) throw badRequest({ [name]: INVALID });
  return id;
}

/** The records API: lists, one record, writes, archive, delete, subscriptions, favourites, paths, links. */
export function recordRoutes(app: FastifyInstance, db: Database): void {
  const list = async (request: FastifyRequest) => listRecords(db, callerOf(request), request.query as Query);
  const listDoc = documentedQuery(
    ListQueryDoc,
    "Records of an entity, filtered, sorted and paged",
    RecordListAnswer,
  );
  app.get(RECORDS, listDoc, (request) => list(request));
  app.get("/api/dossier", listDoc, (request) => list(request));

  app.get(
    `${RECORDS}/export.csv`,
    documentedQuery(CsvExportQueryDoc, "The records a list call matches as a CSV file, streamed"),
    async (request, reply) => {
      const csv = await exportRecordsCsv(db, callerOf(request), request.query as Query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(csv.fileName))
        .header("x-total-count", String(csv.total))
        .header("cache-control", "private, no-store")
        .send(Readable.from(csv.lines));
    },
  );

  app.post<{ Body: CreateInput }>(
    RECORDS,
    { schema: { body: CreateBody, response: { 201: CreatedRecord } } },
    async (request, reply) => {
      const query = request.query as Query;
      const customView = first(query.customView) ?? request.body.customView;
      const input: CreateInput = { ...request.body, ...(customView ? { customView } : {}) };
      const locale = first(query.locale);
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await createRecord(tx, callerOf(request), input, { locale }),
      }));
    },
  );

  app.post<{ Body: MergeInput }>(
    `${RECORDS}/merge`,
    { schema: { body: MergeBody, response: { 201: CreatedRecord } } },
    async (request, reply) => {
      const locale = first((request.query as Query).locale);
      return idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await mergeRecords(tx, callerOf(request), request.body, { locale }),
      }));
    },
  );
  app.put<{ Body: MassUpdateInput }>(
    "/api/dossier/massupdate",
    { schema: { body: MassUpdateBody, response: { 200: MassUpdateAnswer } } },
    async (request) =>
      massUpdate(db, callerOf(request), request.body, { locale: first((request.query as Query).locale) }),
  );

  // /credential_allowed is the spec's path (1-platform section 7); is-credential-allowed came first.
  const credentialAllowedAnswer = { schema: { response: { 200: CredentialAllowed } } };
  app.get(`${RECORDS}/is-credential-allowed`, credentialAllowedAnswer, credentialAllowed);
  app.get("/api/credential_allowed", credentialAllowedAnswer, credentialAllowed);
  async function credentialAllowed(request: FastifyRequest) {
    const query = request.query as Query;
    const credential = first(query.credential);
    if (credential === undefined) throw badRequest({ credential: REQUIRED });
    const dossier = queryId(query, "dossier");
    return isCredentialAllowed(db, callerOf(request), {
      defDossier: queryId(query, "defDossier", true) as number,
      credential,
      ...(dossier !== undefined ? { dossier } : {}),
    });
  }

  // The spec names these under /dossier (1-platform section 7); the same handlers answer both paths.
  for (const base of ["/api/dossier", RECORDS]) {
    app.post<{ Body: { ids: number[] } }>(
      `${base}/subscriptions`,
      { schema: { body: IdsBody, response: { 200: Type.Array(Subscription) } } },
      async (request) => subscriptionsAmong(db, callerOf(request), request.body.ids),
    );

    app.post<{ Body: { originDossier: number; environment?: number; path: string } }>(
      `${base}/fieldpath`,
      { schema: { body: FieldPathBody, response: { 200: FieldPathValues } } },
      async (request) => fieldPathValues(db, callerOf(request), request.body),
    );

    const subscribed = { schema: { response: { 200: SubscribeResult } } };
    app.get<IdParams>(`${base}/:id/subscribe`, subscribed, async (request) =>
      setSubscribed(db, callerOf(request), pathId(request.params.id), true),
    );
    app.get<IdParams>(`${base}/:id/unsubscribe`, subscribed, async (request) =>
      setSubscribed(db, callerOf(request), pathId(request.params.id), false),
    );
  }

  app.get<IdParams>(
    "/api/defdossier/:id/bundle",
    { schema: { response: { 200: BundleAnswer } } },
    async (request) =>
      entityBundle(db, callerOf(request), pathId(request.params.id), first((request.query as Query).locale)),
  );

  app.get(`${RECORDS}/quicksearch`, { schema: { response: { 200: QuickSearchAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query as Query;
    const environment = queryId(query, "environment", true) as number;
    return quickSearch(db, caller, environment, first(query.search), {
      limit: quickSearchLimit(first(query.limit)),
      locale: first(query.locale),
    });
  });

  app.get<IdParams>(
    `${RECORDS}/:id`,
    { schema: { response: { 200: RecordDetail } } },
    async (request, reply) => {
      const query = request.query as Query;
      const displayPosition = queryId(query, "displayPosition");
      const view = first(query.view);
      const record = await getRecord(db, callerOf(request), pathId(request.params.id), {
        ...(displayPosition !== undefined ? { displayPosition } : {}),
        ...(view !== undefined ? { view } : {}),
        locale: first(query.locale),
      });
      reply.header("etag", etagOf(record.version));
      return record;
    },
  );

  app.put<IdParams & { Body: Record<string, unknown> }>(
    `${RECORDS}/:id`,
    { schema: { body: ValuesBody, response: { 200: SavedRecord } } },
    async (request) => {
      const query = request.query as Query;
      const displayPosition = queryId(query, "displayPosition");
      return updateRecord(db, callerOf(request), pathId(request.params.id), request.body, {
        ...(displayPosition !== undefined ? { displayPosition } : {}),
        locale: first(query.locale),
        ifMatch: request.headers["if-match"],
      });
    },
  );

  app.patch<IdParams & { Body: Record<string, unknown> }>(
    `${RECORDS}/:id`,
    { schema: { body: ValuesBody, response: { 200: SavedRecord } } },
    async (request) => {
      const query = request.query as Query;
      const id = pathId(request.params.id);
      const view = first(query.displayCustomView);
      const options = { locale: first(query.locale), ifMatch: request.headers["if-match"] };
      if (view !== undefined && view.toLowerCase() === "gantt") {
        return patchGanttDates(db, callerOf(request), id, request.body, options);
      }
      if (view !== undefined) throw badRequest({ displayCustomView: INVALID });
      return updateRecord(db, callerOf(request), id, request.body, options);
    },
  );

  app.delete<IdParams>(`${RECORDS}/:id`, { schema: { response: NoContent } }, async (request, reply) => {
    await deleteRecord(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });

  const archiveAnswer = { schema: { response: { 200: ArchiveAnswer } } };
  app.get<IdParams>(`${RECORDS}/:id/archive`, archiveAnswer, async (request) =>
    setArchived(db, callerOf(request), pathId(request.params.id), true),
  );
  app.get<IdParams>(`${RECORDS}/:id/dearchive`, archiveAnswer, async (request) =>
    setArchived(db, callerOf(request), pathId(request.params.id), false),
  );

  for (const base of ["/api/dossier", RECORDS]) {
    app.post<IdParams>(
      `${base}/:id/favorite`,
      { schema: { response: { 201: Favorite } } },
      async (request, reply) =>
        reply.code(201).send(await addFavorite(db, callerOf(request), pathId(request.params.id))),
    );
    app.delete<IdParams>(
      `${base}/:id/favorite`,
      { schema: { response: NoContent } },
      async (request, reply) => {
        await removeFavorite(db, callerOf(request), pathId(request.params.id));
        return reply.code(204).send();
      },
    );
  }

  // The records the caller follows, for the subscriptions page.
  for (const base of ["/api/dossier", RECORDS]) {
    app.get(
      `${base}/subscriptions`,
      { schema: { response: { 200: FollowedRecordList } } },
      async (request) => {
        const query = request.query as Query;
        const environment = queryId(query, "environment", true) as number;
        const page = pageRequest(query);
        const found = await listSubscriptions(db, callerOf(request), environment, first(query.search), page);
        return { results: found.rows, pager: pagerOf(page, found.items) };
      },
    );
  }

  app.get("/api/favorite", { schema: { response: { 200: FavoriteList } } }, async (request) => {
    const query = request.query as Query;
    const environment = queryId(query, "environment", true) as number;
    const page = pageRequest(query);
    const { rows, items } = await listFavorites(
      db,
      callerOf(request),
      environment,
      first(query.search),
      page,
    );
    return { results: rows, pager: pagerOf(page, items) };
  });

  type ListParams = { Params: { id: string; linkId: string; childId?: string } };
  const contentList = async (request: FastifyRequest<ListParams>, mode: ContentListMode, ids: number[]) =>
    changeContentList(
      db,
      callerOf(request),
      pathId(request.params.id),
      pathId(request.params.linkId),
      mode,
      ids,
    );
  const ContentListBody = Type.Object({
    ids: Type.Array(DbId, { maxItems: 10_000 }),
    mode: Type.Optional(Type.Union([Type.Literal("set"), Type.Literal("add"), Type.Literal("remove")])),
  });
  app.post<ListParams & { Body: { ids: number[]; mode?: ContentListMode } }>(
    "/api/dossier/:id/contentlist/:linkId",
    { schema: { body: ContentListBody, response: { 200: ContentListAnswer } } },
    async (request) => contentList(request, request.body.mode ?? "set", request.body.ids),
  );
  const contentListAnswer = { schema: { response: { 200: ContentListAnswer } } };
  app.post<ListParams>("/api/dossier/:id/contentlist/:linkId/:childId", contentListAnswer, async (request) =>
    contentList(request, "add", [pathId(request.params.childId)]),
  );
  app.delete<ListParams>(
    "/api/dossier/:id/contentlist/:linkId/:childId",
    contentListAnswer,
    async (request) => contentList(request, "remove", [pathId(request.params.childId)]),
  );

  logRoutes(app, db);
}
