import { api } from "../../../api/apiClient";

export interface ProductModule {
  id: number;
  name: string;
  description: string | null;
}

export interface EnvironmentModule {
  id: number;
  environment: number;
  module: ProductModule;
  active: boolean;
}

interface List<T> {
  results: T[];
}

/** GET /module: every module of the product (there are few; one page holds them). */
export const listModules = () =>
  api<List<ProductModule>>("/module", { query: { limit: 200 } }).then((list) => list.results);

/** GET /environmentmodule: the environment's module rows. */
export const listEnvironmentModules = (environment: number) =>
  api<List<EnvironmentModule>>("/environmentmodule", { query: { environment } }).then((list) => list.results);

export const addEnvironmentModule = (environment: number, module: number, active: boolean) =>
  api<{ id: number }>("/environmentmodule", { method: "POST", body: { environment, module, active } });

export const switchEnvironmentModule = (id: number, active: boolean) =>
  api<EnvironmentModule>(`/environmentmodule/${id}`, { method: "PATCH", body: { active } });

export const deleteEnvironmentModule = (id: number) => api(`/environmentmodule/${id}`, { method: "DELETE" });
