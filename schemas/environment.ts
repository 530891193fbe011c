import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Culture, Id, Nullable, Pager } from "./common";
import { Entity, EntityTranslation } from "./entity";
import { MIN_PASSWORD_LENGTH, UserOption } from "./user";

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

const OpenSettings = Type.Record(Type.String(), Type.Unknown());

/** GET /locale (and /locales): every language Docket offers. */
export const LocaleList = Type.Object({ results: Type.Array(Locale), pager: Pager });
export type LocaleList = Static<typeof LocaleList>;

/** A language of an environment as GET /environmentlocale lists it, by rank (the default first). */
export const EnvironmentLocaleAnswer = Type.Object({
  id: Id,
  environment: Id,
  code: Culture,
  rank: Type.Integer(),
  locale: Locale,
});
export type EnvironmentLocaleAnswer = Static<typeof EnvironmentLocaleAnswer>;

export const EnvironmentLocaleList = Type.Object({
  results: Type.Array(EnvironmentLocaleAnswer),
  pager: Pager,
});
export type EnvironmentLocaleList = Static<typeof EnvironmentLocaleList>;

/** A role as GET /role/{id} answers it: with its uuid, environment and credentials. */
export const RoleAnswer = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment: Id,
  name: Type.String(),
  credentials: Type.Array(Type.String()),
});
export type RoleAnswer = Static<typeof RoleAnswer>;

/** GET /role: the environment's roles by name. */
export const RoleList = Type.Object({ results: Type.Array(RoleAnswer), pager: Pager });
export type RoleList = Static<typeof RoleList>;

/** GET /role/{id}/users: who holds the role, deactivated members marked. */
export const RoleMemberList = Type.Object({ results: Type.Array(UserOption), pager: Pager });
export type RoleMemberList = Static<typeof RoleMemberList>;

/** GET /module: the modules an environment can switch on. */
export const ModuleList = Type.Object({ results: Type.Array(Module), pager: Pager });
export type ModuleList = Static<typeof ModuleList>;

/** A module of an environment as GET /environmentmodule/{id} answers it. */
export const EnvironmentModuleAnswer = Type.Object({
  id: Id,
  environment: Id,
  module: Type.Object({ id: Id, name: Type.String(), description: Nullable(Type.String()) }),
  active: Type.Boolean(),
  /** Depends on the module (share: entities and texts, brp: entities, ...). */
  settings: OpenSettings,
});
export type EnvironmentModuleAnswer = Static<typeof EnvironmentModuleAnswer>;

export const EnvironmentModuleList = Type.Object({
  results: Type.Array(EnvironmentModuleAnswer),
  pager: Pager,
});
export type EnvironmentModuleList = Static<typeof EnvironmentModuleList>;

const Author = Nullable(Type.Object({ username: Type.String() }));

/** An environment as GET /environment lists it (the picker's card). */
export const EnvironmentSummary = Type.Object({
  id: Id,
  uuid: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  /** The logo's address; null: no logo. */
  image: Nullable(Type.String()),
  active: Type.Boolean(),
  /** Its languages, the default first. */
  locales: Type.Array(Locale),
  /** The status of the template applied to it (2 loaded, 9 failed); null: none. */
  apply_template: Nullable(Type.Integer()),
  created_by: Author,
  created_at: Type.String(),
  modified_by: Author,
  modified_at: Type.String(),
});
export type EnvironmentSummary = Static<typeof EnvironmentSummary>;

export const EnvironmentList = Type.Object({ results: Type.Array(EnvironmentSummary), pager: Pager });
export type EnvironmentList = Static<typeof EnvironmentList>;

/** PATCH /environment/{id}: the summary with the environment's settings. */
export const EnvironmentWithSettings = Type.Object({
  ...EnvironmentSummary.properties,
  settings: OpenSettings,
});
export type EnvironmentWithSettings = Static<typeof EnvironmentWithSettings>;

/** Where the shell shows the environment's logo. */
export const LOGO_POSITIONS = ["menu", "top_bar", "both", "hidden"] as const;

const Colour = Nullable(Type.String({ pattern: "^#[0-9a-fA-F]{6}$" }));

/** GET and PUT /environment/{id}/layout: the colours of the shell (null: the product's own) and the logo's place. */
export const EnvironmentLayout = Type.Object({
  /** Buttons, links and other accents. */
  primary_color: Colour,
  /** The bar above every page. */
  top_bar_color: Colour,
  /** The side menu. */
  menu_color: Colour,
  logo_position: Type.Union(LOGO_POSITIONS.map((position) => Type.Literal(position))),
});
export type EnvironmentLayout = Static<typeof EnvironmentLayout>;

/** An entity as GET /environment/{id} names it, with what the caller may do with its records. */
export const EnvironmentEntity = Type.Object({
  id: Id,
  uuid: Type.String(),
  name: Nullable(Type.String()),
  type: Type.String(),
  rank: Type.Integer(),
  archiveable: Type.Boolean(),
  translations: Type.Array(EntityTranslation),
  environment: Id,
  credentials: Type.Array(Type.String()),
});
export type EnvironmentEntity = Static<typeof EnvironmentEntity>;

/** GET /environment/{id}: the summary with its settings, layout, roles, modules, entities and the caller's credentials. */
export const EnvironmentDetails = Type.Object({
  ...EnvironmentWithSettings.properties,
  layout: EnvironmentLayout,
  roles: Type.Array(
    Type.Object({ id: Id, name: Type.String(), credentials: Type.Array(Type.String()), environment: Id }),
  ),
  env_modules: Type.Array(
    Type.Object({
      id: Id,
      environment: Id,
      /** The module's name. */
      module: Type.String(),
      module_id: Id,
      active: Type.Boolean(),
      settings: OpenSettings,
    }),
  ),
  defdossiers: Type.Array(EnvironmentEntity),
  /** The caller's credentials in the environment. */
  credentials: Type.Array(Type.String()),
});
export type EnvironmentDetails = Static<typeof EnvironmentDetails>;

export const TWO_FACTOR_RULES = ["none", "admins", "all"] as const;
/** Passwords longer than this rule would lock people out of typing them; 128 is more than enough. */
export const MAX_PASSWORD_RULE_LENGTH = 128;
/** A day: longer idle limits are no limit worth stating. */
export const MAX_IDLE_MINUTES = 1440;

/** GET and PUT /environment/{id}/setting: the environment's security policy, enforced by the server. */
export const SecurityPolicy = Type.Object({
  /** Who must log in with a second factor: nobody extra, the environment's admins, or every member. */
  two_factor: Type.Union(TWO_FACTOR_RULES.map((rule) => Type.Literal(rule))),
  /** Minutes without a request after which a member's session ends; null: the product's own limits. */
  idle_minutes: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_IDLE_MINUTES }), Type.Null()]),
  password_min_length: Type.Integer({ minimum: MIN_PASSWORD_LENGTH, maximum: MAX_PASSWORD_RULE_LENGTH }),
  password_require_digit: Type.Boolean(),
  password_require_symbol: Type.Boolean(),
  password_require_mixed_case: Type.Boolean(),
});
export type SecurityPolicy = Static<typeof SecurityPolicy>;
