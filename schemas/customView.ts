import { type Static, Type } from "@sinclair/typebox";
import { Id, Pager } from "./common";

/** A named extra view of an entity, usable as a display item view. */
export const CustomView = Type.Object({
  id: Id,
  viewName: Type.String({ minLength: 1, maxLength: 255 }),
  environment: Type.Optional(Id),
  defDossier: Type.Optional(Id),
});
export type CustomView = Static<typeof CustomView>;

/** GET /displaycustomview/{id}: the view with its uuid. */
export const CustomViewAnswer = Type.Object({ ...CustomView.properties, uuid: Type.String() });
export type CustomViewAnswer = Static<typeof CustomViewAnswer>;

/** GET /displaycustomview: an entity's custom views. */
export const CustomViewList = Type.Object({ results: Type.Array(CustomViewAnswer), pager: Pager });
export type CustomViewList = Static<typeof CustomViewList>;
