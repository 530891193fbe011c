import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Culture, Id, Nullable } from "./common";
import { Entity } from "./entity";

/** A language an environment can be used in; codes seen: nl_NL, en_GB, fr_FR, es_ES, es_CO, ru_RU, de. */
export const Locale = Type.Object({
  id: Id,
  code: Culture,
  name: Type.String(),
});
export type Locale = Static<typeof Locale>;

/** A language chosen for an environment (POST environment-locale, one call per language). */
export const EnvironmentLocale = Type.Object({
  id: Type.Optional(Id),
  environment: Id,
  code: Culture,
});
export type EnvironmentLocale = Static<typeof EnvironmentLocale>;

/** A role of one environment, with the credentials it grants (such as kedo.env or environment-admin). */
export const Role = Type.Object({
  id: Id,
  name: Type.String({ minLength: 1, maxLength: 255 }),
  environment: Type.Optional(Id),
  credentials: Type.Optional(Type.Array(Type.String())),
});
export type Role = Static<typeof Role>;

/** An optional part of the product that an environment can switch on (brp, reports, secure share, ...). */
export const Module = Type.Object({
  id: Id,
  name: Type.String({ minLength: 1 }),
  description: Type.Optional(Nullable(Type.String())),
  settings: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
});
export type Module = Static<typeof Module>;

/** The settings of a module for one entity; the other keys depend on the module. */
export const ModuleEntitySettings = Type.Object({
  def_dossier_id: Id,
});
export type ModuleEntitySettings = Static<typeof ModuleEntitySettings>;

/** A module switched on in an environment; `module` is the module itself or its name. */
export const EnvironmentModule = Type.Object({
  id: Type.Optional(Id),
  environment: Type.Optional(Id),
  module: Type.Union([Module, Type.String({ minLength: 1 })]),
  active: Type.Optional(Type.Boolean()),
  settings: Type.Optional(
    Nullable(
      Type.Object({
        entities: Type.Optional(Type.Array(ModuleEntitySettings)),
      }),
    ),
  ),
});
export type EnvironmentModule = Static<typeof EnvironmentModule>;

/** A workspace of one organisation, with its languages, roles, modules and entities. */
export const Environment = Type.Object({
  id: Id,
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String())),
  /** The logo: its address when read. */
  image: Type.Optional(Nullable(Type.String())),
  active: Type.Boolean(),
  locales: Type.Optional(Type.Array(Locale)),
  roles: Type.Optional(Type.Array(Role)),
  env_modules: Type.Optional(Type.Array(EnvironmentModule)),
  defdossiers: Type.Optional(Type.Array(Entity)),
  /** The caller's credentials in this environment. */
  credentials: Type.Optional(Type.Array(Type.String())),
  settings: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
  /** The template being applied to a new environment, or its status (2 loaded, 9 failed). */
  apply_template: Type.Optional(Nullable(Type.Union([Id, Type.String()]))),
  ...AuditFields,
});
export type Environment = Static<typeof Environment>;

/** A png or jpeg image as a data URL. */
export const ImageDataUrl = Type.String({ pattern: "^data:image/(png|jpeg);base64,[A-Za-z0-9+/=\\s]+$" });

/** The body of POST environment; the languages follow as one environment-locale call each. */
export const EnvironmentCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.String({ minLength: 1 }),
  image: Type.Optional(Nullable(ImageDataUrl)),
  /** The template to apply once the environment exists. */
  template: Type.Optional(Nullable(Id)),
});
export type EnvironmentCreate = Static<typeof EnvironmentCreate>;
