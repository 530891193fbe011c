import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { SecurityPolicy } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { EnvironmentLayout } from "./environmentLayout";
import {
  getEnvironmentLayout,
  getSecurityPolicy,
  putEnvironmentLayout,
  putSecurityPolicy,
} from "./settingsService";

const Params = Type.Object({ id: Type.String() });

/** The environment's layout (/layout) and security policy (/security). */
export function environmentSettingsRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>(
    "/api/environment/:id/layout",
    { schema: { params: Params, response: { 200: EnvironmentLayout } } },
    async (request) => getEnvironmentLayout(db, callerOf(request), pathId(request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: EnvironmentLayout }>(
    "/api/environment/:id/layout",
    { schema: { params: Params, body: EnvironmentLayout, response: { 200: EnvironmentLayout } } },
    async (request) => putEnvironmentLayout(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.get<{ Params: { id: string } }>(
    "/api/environment/:id/setting",
    { schema: { params: Params, response: { 200: SecurityPolicy } } },
    async (request) => getSecurityPolicy(db, callerOf(request), pathId(request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: SecurityPolicy }>(
    "/api/environment/:id/setting",
    { schema: { params: Params, body: SecurityPolicy, response: { 200: SecurityPolicy } } },
    async (request) => putSecurityPolicy(db, callerOf(request), pathId(request.params.id), request.body),
  );
}
