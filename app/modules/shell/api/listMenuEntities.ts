import type { EntityList, EnvironmentDetails } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import { statusOf } from "../../../api/statusOf";
import type { MenuEntity } from "./MenuEntity";

/**
 * The environment's entities with the caller's credentials: GET /defdossier; while a server does not
 * offer that call (404), the entities GET /environment/{id} already answered.
 */
export async function listMenuEntities(environment: EnvironmentDetails): Promise<MenuEntity[]> {
  try {
    const answer = await api<EntityList>("/defdossier", {
      query: { environment: environment.id, limit: 200 },
    });
    return answer.results;
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 405) return environment.defdossiers;
    throw error;
  }
}
