/** One operation of the OpenAPI document, as the sentinel walk calls it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  query: { name: string; required: boolean }[];
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minItems?: number;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every operation of an OpenAPI document under /api, except the document's own pages. */
export function operationsOf(doc: { paths: Record<string, Partial<Record<string, OpenApiOperation>>> }) {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: p.required ?? false })),
        ...(body ? { body } : {}),
      });
    }
  }
  return operations;
}

/** The ids a walk step aims at: the records that hold the sentinel, and the metadata around them. */
export interface IdPool {
  environment: number;
  entity: number;
  record: number;
  otherRecord: number;
  child: number;
  file: number;
  link: number;
  dataField: number;
  baseField: number;
  item: number;
  position: number;
  role: number;
  user: number;
}

/** Path parameters by the path they stand in: `/api/file/{id}` names a file, and so on. */
const PATH_TARGETS: [RegExp, keyof IdPool][] = [
  [/^\/api\/(contentdossier|dossier)\//, "record"],
  [/^\/api\/file\//, "file"],
  [/^\/api\/defdossier\//, "entity"],
  [/^\/api\/defdossierdeffield\//, "dataField"],
  [/^\/api\/defdossierlink\//, "link"],
  [/^\/api\/deffield\//, "baseField"],
  [/^\/api\/displayitem\//, "item"],
  [/^\/api\/displayposition\//, "position"],
  [/^\/api\/(environment|environmentmodule|mypage)\//, "environment"],
  [/^\/api\/role\//, "role"],
  [/^\/api\/user\//, "user"],
];

/** Parameter and property names that say what they point at. */
const NAMED: Record<string, keyof IdPool> = {
  environment: "environment",
  environment_id: "environment",
  defDossier: "entity",
  def_dossier_id: "entity",
  defDossierId: "entity",
  entity: "entity",
  dossier: "record",
  dossierId: "record",
  dossier_id: "record",
  originDossier: "record",
  embedded: "record",
  childId: "child",
  linkId: "link",
  link_id: "link",
  file: "file",
  fileId: "file",
  displayPosition: "position",
  position: "position",
  role: "role",
  user: "user",
  userId: "user",
};

/** Query values that make a read answer as much as it can. */
const QUERY_TEXT: Record<string, string> = {
  view: "show",
  formatted: "1",
  labels: "1",
  archived: "both",
  search: "client",
  path: "bsn",
};

/** Text values by property name; anything else is "walk". */
const TEXT: Record<string, string> = {
  path: "bsn",
  email: "walk@example.test",
  password: "walk-Password-2026!",
  file: `data:text/plain;base64,${Buffer.from("walk").toString("base64")}`,
  code: "000000",
  locale: "en_GB",
};

function idFor(name: string, ids: IdPool): number | number[] {
  if (name === "ids" || name === "dossier_ids" || name === "dossierIds") return [ids.record, ids.otherRecord];
  if (name === "roles") return [ids.role];
  return ids[NAMED[name] ?? "record"];
}

/** A value for a schema, guessed from its type and property name, aimed at the pool's ids. */
export function sampleOf(schema: JsonSchema, name: string, ids: IdPool, depth = 0): unknown {
  if (depth > 6) return null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const chosen = variants.find((v) => v.type !== "null") ?? variants[0];
    return chosen ? sampleOf(chosen, name, ids, depth + 1) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number": {
      const id = idFor(name, ids);
      return Array.isArray(id) ? id[0] : id;
    }
    case "string":
      return NAMED[name] ? String(idFor(name, ids)) : (TEXT[name] ?? "walk");
    case "boolean":
      return false;
    case "array": {
      const id = idFor(name, ids);
      if (Array.isArray(id)) return id;
      return schema.items ? [sampleOf(schema.items, name, ids, depth + 1)] : [];
    }
    case "object":
    case undefined: {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleOf(property, key, ids, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
}

/** The URL and body one operation is called with, aimed at the pool's ids. */
export function requestFor(operation: Operation, ids: IdPool): { url: string; body?: unknown } {
  const target = PATH_TARGETS.find(([pattern]) => pattern.test(operation.path))?.[1] ?? "record";
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    String(NAMED[name] && name !== "id" ? ids[NAMED[name]] : ids[target]),
  );
  const query = new URLSearchParams();
  for (const { name, required } of operation.query) {
    if (NAMED[name]) query.set(name, String(ids[NAMED[name]]));
    else if (QUERY_TEXT[name]) query.set(name, QUERY_TEXT[name]);
    else if (required) query.set(name, "1");
  }
  const url = query.size > 0 ? `${path}?${query}` : path;
  return operation.body ? { url, body: sampleOf(operation.body, "", ids) } : { url };
}
