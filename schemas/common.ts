import { type Static, type TSchema, Type } from "@sinclair/typebox";

/** A database id as the API writes it. */
export const Id = Type.Integer({ minimum: 0, description: "database id" });
export const Uuid = Type.String({
  minLength: 1,
  maxLength: 64,
  description: "stable id across environments",
});
/** A locale code such as nl_NL, en_GB or de. */
export const Culture = Type.String({ pattern: "^[a-z]{2}(_[A-Z]{2})?$", description: "locale code" });
export const IsoDateTime = Type.String({ format: "date-time" });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Roles appear as bare ids (write form) or as {id} / {role: {id}} objects (read form). */
export const RoleRef = Type.Union([
  Id,
  Type.Object({ id: Id }),
  Type.Object({ role: Type.Object({ id: Id }) }),
]);
export type RoleRef = Static<typeof RoleRef>;

export const PermissionsType = Nullable(
  Type.Union([
    Type.Literal("INCLUDE_SELECTED_ROLES"),
    Type.Literal("EXCLUDE_SELECTED_ROLES"),
    Type.Literal(""),
  ]),
);
export type PermissionsType = Static<typeof PermissionsType>;

/** Information text and pre-text carried by a translation. */
export const TranslationSettings = Type.Object({
  informationtext: Type.Optional(Nullable(Type.String())),
  pretext: Type.Optional(Nullable(Type.String())),
});

export const AuditFields = {
  created_at: Type.Optional(Nullable(IsoDateTime)),
  modified_at: Type.Optional(Nullable(IsoDateTime)),
  created_by: Type.Optional(Nullable(Type.Union([Type.String(), Type.Object({ username: Type.String() })]))),
  modified_by: Type.Optional(Nullable(Type.Union([Type.String(), Type.Object({ username: Type.String() })]))),
};

/** The list answer of every collection call. */
export const Pager = Type.Object({
  current: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
  items: Type.Integer({ minimum: 0 }),
  limit: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Pager = Static<typeof Pager>;
