import type { ChangeLogList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface ChangeLogQuery {
  environment: number;
  dossier: number;
  page: number;
  user?: number;
  types: string[];
  /** The content locale of the interface language: field names are answered in it. */
  locale?: string;
}

/**
 * GET /dossierlog: a page of a record's change log, newest first, filtered by user and types, with field
 * names in the locale asked for.
 */
export function listChangeLog(query: ChangeLogQuery): Promise<ChangeLogList> {
  return api<ChangeLogList>("/dossierlog", {
    query: {
      environment: query.environment,
      dossier: query.dossier,
      page: query.page,
      ...(query.locale ? { locale: query.locale } : {}),
      ...(query.user !== undefined ? { user: query.user } : {}),
      ...(query.types.length > 0 ? { "type[]": query.types } : {}),
    },
  });
}
