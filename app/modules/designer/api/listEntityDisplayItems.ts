import type { DisplayItemAnswer, DisplayItemList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A display item as GET /displayitem lists it: with the position it sits in. */
export type PlacedItem = DisplayItemAnswer;

/** GET /displayitem?defDossier=..&limit=500: every display item of an entity, any view. */
export async function listEntityDisplayItems(entityId: number): Promise<PlacedItem[]> {
  const answer = await api<DisplayItemList>("/displayitem", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
