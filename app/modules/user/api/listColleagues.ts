import type { ListResponse, UserOption } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /user: the active members of an environment, searched by name; `admins` keeps its admins only. */
export function listColleagues(
  environment: number,
  options: { name?: string; page?: number; limit: number; admins?: boolean },
): Promise<ListResponse<UserOption>> {
  return api<ListResponse<UserOption>>("/user", {
    query: {
      environment,
      active: 1,
      limit: options.limit,
      page: options.page ?? 1,
      ...(options.name ? { name: options.name } : {}),
      ...(options.admins ? { admins: 1 } : {}),
    },
  });
}
