import { api } from "../../../../api/apiClient";

/** A link's two ends, as GET /defdossierlink/{id} answers them. */
export interface LinkEnds {
  id: number;
  def_dossier_id: number;
  child_def_dossier_id: number;
}

/** GET /defdossierlink/{id}: which entity a Gantt's tasks are (spec 2 section 7). */
export function getLink(linkId: number): Promise<LinkEnds> {
  return api<LinkEnds>(`/defdossierlink/${linkId}`);
}
