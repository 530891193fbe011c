import type { EnvironmentModuleAnswer } from "../../../../schemas";

/** The secure-share module's settings for one entity (spec 2, section 3). */
export interface ShareSettings {
  def_dossier_id: number;
  /** Display item ids of the record that hold a recipient's name, email address and mobile number. */
  name_field?: number | string | null;
  email_field?: number | string | null;
  sms_field?: number | string | null;
  path_field?: unknown;
  allow_add_users?: boolean;
  allow_email_specific?: boolean;
  /** The document templates that may be shared: ids, or ids with names. */
  templates?: (number | { id: number; name?: string })[];
}

/** The module as GET /environmentmodule answers it, its open settings read as the secure-share module's. */
export type ShareModule = Omit<EnvironmentModuleAnswer, "settings"> & {
  settings: { entities?: ShareSettings[] };
};
