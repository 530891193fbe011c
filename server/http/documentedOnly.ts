import type { TSchema } from "@sinclair/typebox";
import type { FastifySchema } from "fastify";

/**
 * Route options that describe a query string in the OpenAPI document without validating it: for calls
 * whose parameters are open-ended (a record list takes `{itemId}_type` and the like for any item) and are
 * read and refused with the spec's messages by their service.
 */
export function documentedQuery(querystring: TSchema, description: string) {
  return {
    schema: { querystring, description } as FastifySchema,
    validatorCompiler: () => () => true,
  };
}
