import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A favourite record (spec 1-platform section 3). */
export interface Favourite {
  id: number;
  content_dossier_id: number;
  def_dossier_id?: number;
  summary?: string | null;
  created_at?: string;
}

/** Favourites are listed 10 at a time. */
export const FAVOURITES_PER_PAGE = 10;

/** GET /favorite: one page of the user's favourites in an environment, those whose summary holds `search`. */
export async function listFavourites(
  environment: number,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<Favourite>> {
  return api<ListResponse<Favourite>>("/favorite", {
    query: { environment, limit: FAVOURITES_PER_PAGE, page, ...(search ? { search } : {}) },
    ...(signal ? { signal } : {}),
  });
}
