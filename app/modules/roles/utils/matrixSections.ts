import type { CredentialEntry } from "../api/listCredentials";

/** A group of the matrix's rows: the environment-admin right, the admin areas, or one entity's actions. */
export interface MatrixSection {
  key: string;
  /** The entity the section is about; absent for the environment and admin sections. */
  entityId?: number;
  kind: "environment" | "admin" | "entity";
  rows: CredentialEntry[];
}

/** The catalog in the order the matrix shows it: environment admin, admin areas, then entity by entity. */
export function matrixSections(catalog: readonly CredentialEntry[]): MatrixSection[] {
  const environment: MatrixSection = { key: "environment", kind: "environment", rows: [] };
  const admin: MatrixSection = { key: "admin", kind: "admin", rows: [] };
  const entities = new Map<number, MatrixSection>();
  for (const entry of catalog) {
    if (entry.type === "environment") environment.rows.push(entry);
    else if (entry.type === "admin") admin.rows.push(entry);
    else if (entry.def_dossier_id !== undefined) {
      const id = entry.def_dossier_id;
      let section = entities.get(id);
      if (!section) {
        section = { key: `entity-${id}`, entityId: id, kind: "entity", rows: [] };
        entities.set(id, section);
      }
      section.rows.push(entry);
    }
  }
  return [environment, admin, ...entities.values()].filter((section) => section.rows.length > 0);
}
