import type { FavoriteList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A favourite record (spec 1-platform section 3), as the server declares it (schemas/favourite.ts). */
export type { Favorite as Favourite } from "../../../../schemas";

/** Favourites are listed 10 at a time. */
export const FAVOURITES_PER_PAGE = 10;

/** GET /favorite: one page of the user's favourites in an environment, those whose summary holds `search`. */
export async function listFavourites(
  environment: number,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<FavoriteList> {
  return api<FavoriteList>("/favorite", {
    query: { environment, limit: FAVOURITES_PER_PAGE, page, ...(search ? { search } : {}) },
    ...(signal ? { signal } : {}),
  });
}
