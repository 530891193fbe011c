import type { Database } from "../db/database";

/** The secure-share module's settings for one entity (spec 2, section 3). */
export interface ShareSettings {
  def_dossier_id: number;
  path_field?: unknown;
  name_field?: unknown;
  email_field?: unknown;
  sms_field?: unknown;
  allow_add_users?: boolean;
  allow_email_specific?: boolean;
  /** The document template ids that may be shared. */
  templates?: number[];
}

/** The entity's settings when the environment has the secure-share module on and configured for it. */
export async function shareSettings(
  db: Pick<Database, "query">,
  environmentId: number,
  entityId: number,
): Promise<ShareSettings | null> {
  const [row] = await db.query<{ settings: { entities?: ShareSettings[] } }>(
    `select em.settings from environment_modules em join modules m on m.id = em.module_id
      where em.environment_id = $1 and m.name = 'secureshare' and em.active`,
    [environmentId],
  );
  const entities = Array.isArray(row?.settings?.entities) ? row.settings.entities : [];
  return entities.find((entry) => Number(entry?.def_dossier_id) === entityId) ?? null;
}
