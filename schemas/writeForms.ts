import { type Static, Type } from "@sinclair/typebox";
import { BaseFieldSettings, FieldType } from "./baseField";
import { Id, Nullable, PermissionsType, Uuid } from "./common";
import { CustomView } from "./customView";
import { DataField } from "./dataField";
import { DisplayItemSettings, DisplayItemTranslation } from "./displayItem";
import { DisplayPosition, PositionType } from "./displayPosition";
import { Entity, EntitySettings, EntityTranslation } from "./entity";
import { ifThen, present } from "./jsonSchemaRules";
import { ArchiveCascadeRule, CascadeRule, Link, TypeOfLink } from "./link";
import { ListOption } from "./listOption";

// Names are required ('This is a required field'); the server tidies data field and link names itself.
const Name = Type.String({ minLength: 1, maxLength: 255 });

/** The body of POST {def field list}; PATCH takes any part of it (a rank alone when reordering). */
export const ListOptionWrite = Type.Object({
  defField: Id,
  environment: Type.Optional(Id),
  uuid: Type.Optional(Uuid),
  translations: ListOption.properties.translations,
  color: ListOption.properties.color,
  rank: ListOption.properties.rank,
  default: ListOption.properties.default,
  parent: ListOption.properties.parent,
  settings: ListOption.properties.settings,
});
export type ListOptionWrite = Static<typeof ListOptionWrite>;

/** The body of PATCH {def field list}/{id}. */
export const ListOptionPatch = Type.Partial(ListOptionWrite);
export type ListOptionPatch = Static<typeof ListOptionPatch>;

/** The body of POST /deffield: name and type are required. */
export const BaseFieldCreate = Type.Object({
  name: Name,
  type: FieldType,
  environment: Id,
  uuid: Type.Optional(Uuid),
  settings: Type.Optional(Nullable(BaseFieldSettings)),
});
export type BaseFieldCreate = Static<typeof BaseFieldCreate>;

/** The body of PATCH /deffield/{id}: the name and the settings (the type of a used base field stays). */
export const BaseFieldPatch = Type.Object({
  name: Type.Optional(Name),
  settings: Type.Optional(Nullable(BaseFieldSettings)),
});
export type BaseFieldPatch = Static<typeof BaseFieldPatch>;

/** The body of POST /defdossierdeffield: a name and a base field are required. */
export const DataFieldCreate = Type.Object({
  name: Name,
  defField: Id,
  defDossier: Id,
  environment: Type.Optional(Id),
  uuid: Type.Optional(Uuid),
  obligatory: DataField.properties.obligatory,
  locked: DataField.properties.locked,
  settings: DataField.properties.settings,
});
export type DataFieldCreate = Static<typeof DataFieldCreate>;

/** The body of PUT /defdossierdeffield/{id}: the create body with id and uuid, or only defField to move a placement. */
export const DataFieldUpdate = Type.Object({
  id: Type.Optional(Id),
  uuid: Type.Optional(Uuid),
  defField: Id,
  name: Type.Optional(Name),
  defDossier: Type.Optional(Id),
  environment: Type.Optional(Id),
  obligatory: DataField.properties.obligatory,
  locked: DataField.properties.locked,
  settings: DataField.properties.settings,
});
export type DataFieldUpdate = Static<typeof DataFieldUpdate>;

const linkProperties = {
  obligatory: Link.properties.obligatory,
  locked: Link.properties.locked,
  cascadeRule: Type.Optional(CascadeRule),
  archiveCascadeRule: Type.Optional(ArchiveCascadeRule),
  settings: Link.properties.settings,
};

/** The body of POST /defdossierlink: name, type and target entity are required; cascadeRule defaults to maintain. */
export const LinkCreate = Type.Object({
  name: Name,
  typeOfLink: TypeOfLink,
  childDefDossier: Id,
  defDossier: Id,
  environment: Type.Optional(Id),
  uuid: Type.Optional(Uuid),
  ...linkProperties,
});
export type LinkCreate = Static<typeof LinkCreate>;

/** The body of PATCH /defdossierlink/{id}; an existing link cannot change its target entity. */
export const LinkPatch = Type.Object({
  name: Type.Optional(Name),
  typeOfLink: Type.Optional(TypeOfLink),
  childDefDossier: Type.Optional(Type.Never({ description: "the target entity cannot change" })),
  ...linkProperties,
});
export type LinkPatch = Static<typeof LinkPatch>;

/** The body of PATCH /defdossierlink/backlink: pairs a link with the link back from its target (template apply). */
export const LinkBacklinkPatch = Type.Object({
  uuid: Uuid,
  backlinkUuid: Uuid,
  defDossier: Id,
  childDefDossier: Id,
});
export type LinkBacklinkPatch = Static<typeof LinkBacklinkPatch>;

/**
 * The body of POST and PATCH /displayitem: a view is required, and a data field or a link unless the item
 * is a block (settings.block) or a record metadata item (settings.dossier_data).
 */
export const DisplayItemWrite = Type.Object(
  {
    view: Type.String({ minLength: 1 }),
    defDossier: Id,
    environment: Type.Optional(Id),
    uuid: Type.Optional(Uuid),
    displayPosition: Type.Optional(Nullable(Id)),
    defDossierDefField: Type.Optional(Nullable(Id)),
    defDossierLink: Type.Optional(Nullable(Id)),
    col: Type.Optional(Type.Integer({ minimum: 0, maximum: 12, default: 1 })),
    colspan: Type.Optional(Type.Integer({ minimum: 0, maximum: 12, default: 4 })),
    rowspan: Type.Optional(Type.Integer({ minimum: 0, default: 12 })),
    rank: Type.Optional(Type.Integer({ minimum: 0 })),
    translations: Type.Optional(Type.Array(DisplayItemTranslation)),
    permissions_type: Type.Optional(PermissionsType),
    /** Sent empty by the display field editor. */
    defaultPermissionType: Type.Optional(Nullable(Type.String())),
    roles: Type.Optional(Type.Array(Id)),
    settings: Type.Optional(Nullable(DisplayItemSettings)),
  },
  ifThen(
    {
      not: {
        required: ["settings"],
        properties: {
          settings: {
            type: "object",
            anyOf: [present("block", ["integer", "string"]), present("dossier_data", "string")],
          },
        },
      },
    },
    { anyOf: [present("defDossierDefField", "integer"), present("defDossierLink", "integer")] },
  ),
);
export type DisplayItemWrite = Static<typeof DisplayItemWrite>;

/** The body of POST and PATCH /displayposition (template apply). */
export const DisplayPositionWrite = Type.Object({
  type: PositionType,
  defDossier: Id,
  environment: Type.Optional(Id),
  uuid: Type.Optional(Uuid),
  hide: DisplayPosition.properties.hide,
  rank: DisplayPosition.properties.rank,
  translations: Type.Optional(DisplayPosition.properties.translations),
  settings: DisplayPosition.properties.settings,
});
export type DisplayPositionWrite = Static<typeof DisplayPositionWrite>;

/** The body of POST and PATCH /displaycustomview. */
export const CustomViewWrite = Type.Object({
  viewName: CustomView.properties.viewName,
  environment: Type.Optional(Id),
  defDossier: Id,
});
export type CustomViewWrite = Static<typeof CustomViewWrite>;

/** The body of POST /defdossier: an entity needs at least one translation of its names. */
export const EntityCreate = Type.Object({
  environment: Id,
  uuid: Type.Optional(Uuid),
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  description: Type.Optional(Nullable(Type.String())),
  type: Entity.properties.type,
  rank: Entity.properties.rank,
  archiveable: Entity.properties.archiveable,
  disable_immediate_search: Entity.properties.disable_immediate_search,
  visibility_roles: Type.Optional(Type.Array(Id)),
  translations: Type.Array(EntityTranslation, { minItems: 1 }),
  settings: Type.Optional(Nullable(EntitySettings)),
});
export type EntityCreate = Static<typeof EntityCreate>;

/** The body of PATCH /defdossier/{id}: any part of the create body. */
export const EntityPatch = Type.Partial(EntityCreate);
export type EntityPatch = Static<typeof EntityPatch>;
