import { Type } from "@sinclair/typebox";
import { FALLBACK_LIMIT, type PageRequest } from "../../http/pager";
import { DbId } from "../../http/schemaTypes";

/** The designer asks for up to 500 fields, links, options, positions and items at once. */
export const METADATA_MAX_LIMIT = 500;

/** Metadata lists: all of it (up to 500) unless a smaller page is asked for; an unreadable limit means 50. */
export function metadataPage(query: { limit?: unknown; page?: unknown }): PageRequest {
  let limit = METADATA_MAX_LIMIT;
  if (query.limit !== undefined && query.limit !== "") {
    const asked = Number(query.limit);
    limit = Number.isInteger(asked) && asked >= 1 && asked <= METADATA_MAX_LIMIT ? asked : FALLBACK_LIMIT;
  }
  const askedPage = Number(query.page);
  const page = Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= 1_000_000 ? askedPage : 1;
  return { page, limit, offset: (page - 1) * limit };
}

/** The filters every metadata list takes: an environment or an entity, and a uuid or a search text. */
export const ListFilters = {
  environment: Type.Optional(DbId),
  defDossier: Type.Optional(DbId),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  search: Type.Optional(Type.String({ maxLength: 255 })),
  limit: Type.Optional(Type.String({ maxLength: 20 })),
  page: Type.Optional(Type.String({ maxLength: 20 })),
};

export interface ListQuery {
  environment?: number;
  defDossier?: number;
  uuid?: string;
  search?: string;
  limit?: string;
  page?: string;
}
