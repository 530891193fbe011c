import type { CreatedId, EnvironmentLocaleAnswer, EnvironmentLocaleList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A language of the environment as GET /environmentlocale lists it. */
export type EnvironmentLocale = EnvironmentLocaleAnswer;

/** GET /environmentlocale: the environment's languages, the default first. */
export const listEnvironmentLocales = (environment: number) =>
  api<EnvironmentLocaleList>("/environmentlocale", { query: { environment } }).then((list) => list.results);

export const addEnvironmentLocale = (environment: number, code: string) =>
  api<CreatedId>("/environmentlocale", { method: "POST", body: { environment, code } });

export const removeEnvironmentLocale = (id: number) => api(`/environmentlocale/${id}`, { method: "DELETE" });
