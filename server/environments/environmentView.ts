import type { Locale } from "../../schemas";
import type { EnvironmentRow } from "./requireEnvironment";

/** The logo's address; the version changes with every save so caches pick up a new logo. */
export function logoUrl(row: Pick<EnvironmentRow, "id" | "logo_mime" | "modified_at">): string | null {
  return row.logo_mime ? `/api/environment/${row.id}/logo?v=${row.modified_at.getTime()}` : null;
}

const byUser = (username: string | null) => (username ? { username } : null);

/** An environment as the list and the picker show it. */
export function environmentSummary(row: EnvironmentRow, locales: Locale[]) {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    image: logoUrl(row),
    active: row.active,
    locales,
    apply_template: row.template_status,
    created_by: byUser(row.created_by_username),
    created_at: row.created_at,
    modified_by: byUser(row.modified_by_username),
    modified_at: row.modified_at,
  };
}
