/** A file of the environment as GET /file lists it. */
export interface EnvironmentFile {
  id: number;
  uuid: string;
  name: string;
  filename: string;
  description: string | null;
  mime: string;
  size: number;
  created_at: string;
  created_by: { id: number; username: string | null } | null;
  /** Per entity: how many records hold the file, and (when the caller may see them) the first ids. */
  used_in: { def_dossier_id: number; records: number; record_ids: number[] }[];
}
