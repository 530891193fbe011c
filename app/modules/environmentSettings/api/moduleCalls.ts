import type {
  CreatedId,
  EnvironmentModuleAnswer,
  EnvironmentModuleList,
  Module,
  ModuleList,
} from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A module of the product (GET /module). */
export type ProductModule = Module;

/** A module of the environment (GET /environmentmodule). */
export type EnvironmentModule = EnvironmentModuleAnswer;

/** GET /module: every module of the product (there are few; one page holds them). */
export const listModules = () =>
  api<ModuleList>("/module", { query: { limit: 200 } }).then((list) => list.results);

/** GET /environmentmodule: the environment's module rows. */
export const listEnvironmentModules = (environment: number) =>
  api<EnvironmentModuleList>("/environmentmodule", { query: { environment } }).then((list) => list.results);

export const addEnvironmentModule = (environment: number, module: number, active: boolean) =>
  api<CreatedId>("/environmentmodule", { method: "POST", body: { environment, module, active } });

export const switchEnvironmentModule = (id: number, active: boolean) =>
  api<EnvironmentModuleAnswer>(`/environmentmodule/${id}`, { method: "PATCH", body: { active } });

export const deleteEnvironmentModule = (id: number) => api(`/environmentmodule/${id}`, { method: "DELETE" });
