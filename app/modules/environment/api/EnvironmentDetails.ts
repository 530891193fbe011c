import type { Role } from "../../../../schemas";
import type { EnvironmentLayout } from "../../environmentSettings/api/EnvironmentLayout";
import type { EnvironmentSummary } from "./EnvironmentSummary";

/** An entity of an environment as the menu needs it (GET /defdossier or GET /environment/{id}). */
export interface MenuEntity {
  id: number;
  name?: string | null;
  type?: string;
  rank?: number;
  translations?: { culture: string; name_singular?: string; name_plural?: string }[];
  /** The caller's actions on its records. */
  credentials?: string[];
  /** Role ids that may see it; empty or absent: everyone with show. */
  visibility_roles?: number[] | null;
  /** The entity's saved queries in the menu (under the entity) and the one its list applies by default. */
  settings?: {
    query_settings?: {
      default_query?: string | null;
      menu_queries?: { rank: number; queryUuid: string; name: string }[];
    } | null;
  } | null;
}

/** GET /environment/{id}: with languages, roles, modules, entities and the caller's credentials. */
export interface EnvironmentDetails extends EnvironmentSummary {
  roles?: Role[];
  env_modules?: { id?: number; module: string | { name: string }; active?: boolean }[];
  defdossiers?: MenuEntity[];
  credentials?: string[];
  settings?: Record<string, unknown> | null;
  /** The shell's colours and the logo's place. */
  layout?: EnvironmentLayout;
}
