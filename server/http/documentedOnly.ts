import type { TSchema } from "@sinclair/typebox";
import type { FastifySchema } from "fastify";

/**
 * Route options that describe a query string in the OpenAPI document without validating it: for calls
 * whose parameters are open-ended (a record list takes `{itemId}_type` and the like for any item) and are
 * read and refused with the spec's messages by their service. `answer` is the 200 answer's schema, which
 * Fastify serialises with (nothing undeclared leaves) and the document shows.
 */
export function documentedQuery(querystring: TSchema, description: string, answer?: TSchema) {
  return {
    schema: { querystring, description, ...(answer ? { response: { 200: answer } } : {}) } as FastifySchema,
    validatorCompiler: () => () => true,
  };
}
