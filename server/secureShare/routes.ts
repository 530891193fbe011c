import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifySchema } from "fastify";
import { CreateResponse } from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import type { Mailer } from "../mail/mailer";
import { shareRecord } from "./secureShareService";
import type { ShareBody } from "./shareInput";

type IdParams = { Params: { id: string } };

const ShareBodyDoc = Type.Object({
  activeUntil: Type.String({ description: "the last day, DD-MM-YYYY or YYYY-MM-DD" }),
  contacts: Type.Array(Type.Object({ email: Type.String(), mobile: Type.Optional(Type.String()) })),
  settings: Type.Object({
    share_type: Type.Optional(Type.Union([Type.Literal("positions"), Type.Literal("template")])),
    share_value: Type.Unknown({ description: "display position ids, or a template id" }),
  }),
});

/** Documents the body without validating it: the service reports every problem at once. */
const shareDoc = {
  schema: {
    body: ShareBodyDoc,
    description: "Share a record securely with outside contacts",
    response: { 201: CreateResponse },
  } as FastifySchema,
  validatorCompiler: () => () => true,
};

/** Secure share of a record (spec 2, secure share wizard). */
export function secureShareRoutes(
  app: FastifyInstance,
  db: Database,
  config: Pick<ServerConfig, "publicUrl">,
  mailer: Mailer,
): void {
  app.post<IdParams>("/api/dossier/:id/secureshare", shareDoc, async (request, reply) => {
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const created = await shareRecord(
      db,
      callerOf(request),
      { config, mailer },
      pathId(request.params.id),
      body as ShareBody,
    );
    return reply.code(201).send(created);
  });
}
