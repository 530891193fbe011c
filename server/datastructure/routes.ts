import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { DataStructureEntity, DataStructureList, type DataStructureOrder } from "../../schemas";
import type { Database } from "../db/database";
import { designerValidator } from "../designer/shared/validator";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { DbId } from "../http/schemaTypes";
import { getDataStructure, getEntityStructure, orderEntities } from "./dataStructureService";

const ListParams = Type.Object({ environment: DbId });
const OrderBody = Type.Object({ environment: DbId, entities: Type.Array(DbId, { maxItems: 5000 }) });

/** The data structure page and the ERD: an environment's entities with their fields and links, and their order. */
export function dataStructureRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { environment: number } }>(
    "/api/datastructure",
    {
      validatorCompiler: designerValidator,
      schema: {
        querystring: ListParams,
        description:
          "The environment's entities by rank, each with its data fields, links and back links " +
          "(kedo.datastructure or kedo.erd; admins see all).",
        response: { 200: DataStructureList },
      },
    },
    async (request) => getDataStructure(db, callerOf(request), request.query.environment),
  );

  app.get<{ Params: { id: string } }>(
    "/api/datastructure/:id",
    {
      schema: {
        description: "One entity with its data fields, links and back links.",
        response: { 200: DataStructureEntity },
      },
    },
    async (request) => getEntityStructure(db, callerOf(request), pathId(request.params.id)),
  );

  app.put<{ Body: DataStructureOrder }>(
    "/api/datastructure/order",
    {
      validatorCompiler: designerValidator,
      schema: {
        body: OrderBody,
        description:
          "Ranks the environment's entities 0..n in the order given; every entity once " +
          "(kedo.defdossier or kedo.datastructure; admins).",
        response: { 200: DataStructureList },
      },
    },
    async (request) => orderEntities(db, callerOf(request), request.body),
  );
}
