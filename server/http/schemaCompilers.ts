import { AjvCompiler } from "@fastify/ajv-compiler";
import {
  type RouteDefinition,
  type Serializer,
  type SerializerFactory,
  SerializerSelector,
} from "@fastify/fast-json-stringify-compiler";

/**
 * The schema compilers every Fastify instance of this process shares, so that a route's schemas compile
 * once per process, not once per instance. A server builds one instance; a test worker builds one per suite
 * and database, where compiling every route's schemas again was most of a server's start (about 0.5 s).
 *
 * Validators: Fastify's own Ajv pool, made once here instead of once per instance; it keeps one Ajv per set
 * of shared schemas and options, and Ajv keeps each schema it compiled by the schema object.
 */
const buildValidator = AjvCompiler();

const serializerFactory = SerializerSelector();
const serializersBySharedSchemas = new Map<string, WeakMap<object, Serializer>>();

/** Serializers: fast-json-stringify's, kept by the shared schemas and options and by the route's schema object. */
function buildSerializer(...[externalSchemas, options]: Parameters<SerializerFactory>) {
  const compile = serializerFactory(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let compiled = serializersBySharedSchemas.get(key);
  if (!compiled) {
    compiled = new WeakMap();
    serializersBySharedSchemas.set(key, compiled);
  }
  const kept = compiled;
  return (route: RouteDefinition): Serializer => {
    const { schema } = route;
    if (typeof schema !== "object" || schema === null) return compile(route);
    let serializer = kept.get(schema);
    if (!serializer) {
      serializer = compile(route);
      kept.set(schema, serializer);
    }
    return serializer;
  };
}

export const sharedSchemaController = { compilersFactory: { buildValidator, buildSerializer } };
