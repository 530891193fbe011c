import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager, Uuid } from "./common";
import { EntityTranslation } from "./entity";
import { TypeOfLink } from "./link";

/** A data field as the data structure lists it: its name, rules and the base field it places. */
export const DataStructureField = Type.Object({
  id: Id,
  uuid: Uuid,
  name: Type.String(),
  obligatory: Type.Boolean(),
  locked: Type.Boolean(),
  def_field: Type.Object({ id: Id, name: Type.String(), type: Type.String() }),
});
export type DataStructureField = Static<typeof DataStructureField>;

/**
 * A link as the data structure lists it, from the entity that holds it (def_dossier_id) to its target
 * (child_def_dossier_id); back_link_id is the link paired with it in the other direction.
 */
export const DataStructureLink = Type.Object({
  id: Id,
  uuid: Uuid,
  name: Type.String(),
  type_of_link: TypeOfLink,
  def_dossier_id: Id,
  child_def_dossier_id: Id,
  back_link_id: Nullable(Id),
  obligatory: Type.Boolean(),
  multiple: Type.Boolean(),
});
export type DataStructureLink = Static<typeof DataStructureLink>;

/** An entity with its data fields, its links and the links of other entities that point at it. */
export const DataStructureEntity = Type.Object({
  id: Id,
  uuid: Uuid,
  name: Nullable(Type.String()),
  type: Type.String(),
  rank: Type.Integer(),
  translations: Type.Array(EntityTranslation),
  fields: Type.Array(DataStructureField),
  links: Type.Array(DataStructureLink),
  back_links: Type.Array(DataStructureLink),
});
export type DataStructureEntity = Static<typeof DataStructureEntity>;

/** PUT /datastructure/order: every entity of the environment once, in the order they are to have. */
export const DataStructureOrder = Type.Object({
  environment: Id,
  entities: Type.Array(Id),
});
export type DataStructureOrder = Static<typeof DataStructureOrder>;

/** GET /datastructure and PUT /datastructure/order: the environment's entities by rank, all on one page. */
export const DataStructureList = Type.Object({ results: Type.Array(DataStructureEntity), pager: Pager });
export type DataStructureList = Static<typeof DataStructureList>;
