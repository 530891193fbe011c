import { type Static, Type } from "@sinclair/typebox";
import { Id } from "./common";

/** A named extra view of an entity, usable as a display item view. */
export const CustomView = Type.Object({
  id: Id,
  viewName: Type.String({ minLength: 1, maxLength: 255 }),
  environment: Type.Optional(Id),
  defDossier: Type.Optional(Id),
});
export type CustomView = Static<typeof CustomView>;
