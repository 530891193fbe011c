import type { Locale, LocaleList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /locales: every language an environment can have. */
export async function listLocales(): Promise<Locale[]> {
  return (await api<LocaleList>("/locales")).results;
}
