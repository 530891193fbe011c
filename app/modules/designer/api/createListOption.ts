import type { CreatedRow, ListOptionWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /deffieldlist {color, default, defField, translations, rank, settings, environment}. */
export async function createListOption(body: ListOptionWrite): Promise<CreatedRow> {
  return api<CreatedRow>("/deffieldlist", { method: "POST", body });
}
