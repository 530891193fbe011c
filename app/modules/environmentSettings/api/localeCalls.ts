import { api } from "../../../api/apiClient";

export interface EnvironmentLocale {
  id: number;
  code: string;
  rank: number;
  locale: { id: number; code: string; name: string };
}

/** GET /environmentlocale: the environment's languages, the default first. */
export const listEnvironmentLocales = (environment: number) =>
  api<{ results: EnvironmentLocale[] }>("/environmentlocale", { query: { environment } }).then(
    (list) => list.results,
  );

export const addEnvironmentLocale = (environment: number, code: string) =>
  api<{ id: number }>("/environmentlocale", { method: "POST", body: { environment, code } });

export const removeEnvironmentLocale = (id: number) => api(`/environmentlocale/${id}`, { method: "DELETE" });
