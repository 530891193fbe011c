import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import { statusOf } from "../../../api/statusOf";

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

/** GET /favorites of an environment; a server without that call has none to list. */
export async function listFavourites(environment: number): Promise<Favourite[]> {
  try {
    const answer = await api<ListResponse<Favourite>>("/favorites", {
      query: { environment, limit: FAVOURITES_PER_PAGE, page: 1 },
    });
    return answer.results;
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}
