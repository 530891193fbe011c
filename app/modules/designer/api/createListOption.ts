import type { ListOptionWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /deffieldlist {color, default, defField, translations, rank, settings, environment}. */
export async function createListOption(body: ListOptionWrite): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/deffieldlist", { method: "POST", body });
}
