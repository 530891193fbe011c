import type { LinkAnswer } from "../../../../../schemas";
import { api } from "../../../../api/apiClient";

/** A link's two ends, as GET /defdossierlink/{id} answers them. */
export type LinkEnds = Pick<LinkAnswer, "id" | "def_dossier_id" | "child_def_dossier_id">;

/** GET /defdossierlink/{id}: which entity a Gantt's tasks are (spec 2 section 7). */
export function getLink(linkId: number): Promise<LinkEnds> {
  return api<LinkEnds>(`/defdossierlink/${linkId}`);
}
