import type { CredentialEntry } from "../api/listCredentials";

/** The message ids of the standard entity actions; custom ones show as their own names. */
const ACTION_LABELS: Record<string, string> = {
  show: "Show",
  create: "Create",
  edit: "Edit",
  delete: "Delete",
  archive: "Archive",
  export: "Export",
  export_csv: "Export CSV",
  export_pdf: "Export PDF",
  export_word: "Export Word",
  export_html: "Export HTML",
  merge: "Merge",
  massupdate: "Mass update",
  dossierlog: "Record log",
  secureshare: "Secure share",
};

/** A row's label: environment admin, the admin key as the menu knows it (kedo.role), or the action. */
export function rightLabel(entry: CredentialEntry, t: (id: string) => string): string {
  if (entry.type === "environment") return t("Environment admin");
  if (entry.type === "admin") return entry.credential;
  const label = entry.action ? ACTION_LABELS[entry.action] : undefined;
  return label ? t(label) : (entry.action ?? entry.credential);
}
