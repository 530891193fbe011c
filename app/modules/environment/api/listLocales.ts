import type { ListResponse, Locale } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /locales: every language an environment can have. */
export async function listLocales(): Promise<Locale[]> {
  return (await api<ListResponse<Locale>>("/locales")).results;
}
