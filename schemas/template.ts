import { type Static, Type } from "@sinclair/typebox";
import { BaseField, FieldType } from "./baseField";
import { Culture, Id, IsoDateTime, Nullable, Pager, Uuid } from "./common";
import { DataField } from "./dataField";
import { DisplayItem } from "./displayItem";
import { DisplayPosition, PositionType } from "./displayPosition";
import { Entity, EntitySettings } from "./entity";
import { CascadeRule, Link, TypeOfLink } from "./link";
import { ListOption } from "./listOption";

/** Another item of the same template, named by its uuid (ids differ per environment). */
export const UuidRef = Type.Object({ uuid: Uuid });
export type UuidRef = Static<typeof UuidRef>;

/** A list option in a template (deffieldlist). */
export const TemplateListOption = Type.Object({
  uuid: Uuid,
  color: ListOption.properties.color,
  rank: ListOption.properties.rank,
  default: ListOption.properties.default,
  translations: ListOption.properties.translations,
  /** Tree fields: the option this one hangs under. */
  parent: Type.Optional(Nullable(UuidRef)),
});
export type TemplateListOption = Static<typeof TemplateListOption>;

/** A base field in a template (deffield), with its list options. */
export const TemplateBaseField = Type.Object({
  uuid: Uuid,
  type: FieldType,
  name: Type.String({ minLength: 1, maxLength: 255 }),
  settings: BaseField.properties.settings,
  def_field_lists: Type.Optional(Type.Array(TemplateListOption)),
});
export type TemplateBaseField = Static<typeof TemplateBaseField>;

/** A base field placed on an entity in a template (defdossierdeffield). */
export const TemplateDataField = Type.Object({
  uuid: Uuid,
  name: Type.String({ minLength: 1, maxLength: 255 }),
  def_field: UuidRef,
  obligatory: DataField.properties.obligatory,
  locked: DataField.properties.locked,
  settings: DataField.properties.settings,
});
export type TemplateDataField = Static<typeof TemplateDataField>;

/** A link in a template (defdossierlink); its back link is set once both sides exist. */
export const TemplateLink = Type.Object({
  uuid: Uuid,
  name: Type.String({ minLength: 1, maxLength: 255 }),
  type_of_link: TypeOfLink,
  child_def_dossier: UuidRef,
  back_link: Type.Optional(Nullable(UuidRef)),
  obligatory: Link.properties.obligatory,
  locked: Link.properties.locked,
  cascade_rule: Type.Optional(CascadeRule),
  archive_cascade_rule: Link.properties.archive_cascade_rule,
  settings: Link.properties.settings,
});
export type TemplateLink = Static<typeof TemplateLink>;

/** A display item in a template (displayitem); it shows a data field or a link of its entity, or neither. */
export const TemplateDisplayItem = Type.Object({
  uuid: Uuid,
  view: DisplayItem.properties.view,
  rank: DisplayItem.properties.rank,
  col: DisplayItem.properties.col,
  colspan: DisplayItem.properties.colspan,
  rowspan: DisplayItem.properties.rowspan,
  translations: DisplayItem.properties.translations,
  permissions_type: DisplayItem.properties.permissions_type,
  settings: DisplayItem.properties.settings,
  def_dossier_def_field: Type.Optional(Nullable(UuidRef)),
  def_dossier_link: Type.Optional(Nullable(UuidRef)),
});
export type TemplateDisplayItem = Static<typeof TemplateDisplayItem>;

/** A display position in a template (displayposition), with its display items. */
export const TemplateDisplayPosition = Type.Object({
  uuid: Uuid,
  type: PositionType,
  hide: DisplayPosition.properties.hide,
  rank: DisplayPosition.properties.rank,
  translations: DisplayPosition.properties.translations,
  settings: DisplayPosition.properties.settings,
  display_items: Type.Optional(Type.Array(TemplateDisplayItem)),
});
export type TemplateDisplayPosition = Static<typeof TemplateDisplayPosition>;

/** An entity in a template (defdossier), with its positions, data fields and links. */
export const TemplateEntity = Type.Object({
  uuid: Uuid,
  type: Entity.properties.type,
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  description: Type.Optional(Nullable(Type.String())),
  rank: Entity.properties.rank,
  archiveable: Entity.properties.archiveable,
  disable_immediate_search: Entity.properties.disable_immediate_search,
  translations: Entity.properties.translations,
  settings: Type.Optional(Nullable(EntitySettings)),
  displaypositions: Type.Optional(Type.Array(TemplateDisplayPosition)),
  defdossierdeffields: Type.Optional(Type.Array(TemplateDataField)),
  defdossierlinks: Type.Optional(Type.Array(TemplateLink)),
});
export type TemplateEntity = Static<typeof TemplateEntity>;

/**
 * What a template holds (its `template` JSON text): every item carries a uuid, by which applying it finds
 * the item in the target environment (patch) or creates it (post), and items refer to each other by uuid.
 */
export const TemplateContent = Type.Object({
  /** The first language of the environment it was made from; it must be the target's first language too. */
  locale: Type.Optional(Culture),
  deffields: Type.Array(TemplateBaseField),
  defdossiers: Type.Array(TemplateEntity),
});
export type TemplateContent = Static<typeof TemplateContent>;

export const TemplateTranslation = Type.Object({
  culture: Culture,
  name: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  thumbnail_path: Type.Optional(Nullable(Type.String())),
});
export type TemplateTranslation = Static<typeof TemplateTranslation>;

/** A template an administrator can apply to an environment. */
export const Template = Type.Object({
  id: Id,
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String())),
  created_at: Type.Optional(Nullable(IsoDateTime)),
  /** The template content as JSON text. */
  template: Type.Optional(Nullable(Type.String({ contentMediaType: "application/json" }))),
  translations: Type.Optional(Type.Array(TemplateTranslation)),
});
export type Template = Static<typeof Template>;

/** The body of PATCH apply-template (query environment): 2 once the template has loaded, 9 on failure. */
export const ApplyTemplateStatus = Type.Object({
  status: Type.Union([Type.Literal(2), Type.Literal(9)]),
});
export type ApplyTemplateStatus = Static<typeof ApplyTemplateStatus>;

/**
 * A template as GET /admin/template answers it (list and one, PATCH): its thumbnail's address or null;
 * the template JSON only to super admins, who edit it.
 */
export const TemplateDetails = Type.Object({
  id: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  created_at: Type.String({ format: "date-time" }),
  modified_at: Type.String({ format: "date-time" }),
  /** Where its thumbnail image is served, or null without one. */
  thumbnail_path: Nullable(Type.String()),
  translations: Type.Array(TemplateTranslation),
  /** The template content as JSON text. */
  template: Type.Optional(Type.String({ contentMediaType: "application/json" })),
});
export type TemplateDetails = Static<typeof TemplateDetails>;

export const TemplateList = Type.Object({ results: Type.Array(TemplateDetails), pager: Pager });
export type TemplateList = Static<typeof TemplateList>;

/** PATCH /template/apply/{template}/{environment}: the writes done, of the total (all of them once it answers). */
export const TemplateProgress = Type.Object({
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type TemplateProgress = Static<typeof TemplateProgress>;

/** PATCH /apply-template: the environment and the status stored. */
export const ApplyTemplateStatusAnswer = Type.Object({
  environment: Id,
  status: ApplyTemplateStatus.properties.status,
});
export type ApplyTemplateStatusAnswer = Static<typeof ApplyTemplateStatusAnswer>;
