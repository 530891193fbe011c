import type { ListResponse, UserOption } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /user?environment&name&limit&page: the environment's members, deactivated ones too. */
export function listUsers(
  environment: number,
  options: { name: string; page: number; limit: number },
): Promise<ListResponse<UserOption>> {
  return api<ListResponse<UserOption>>("/user", {
    query: {
      environment,
      limit: options.limit,
      page: options.page,
      ...(options.name ? { name: options.name } : {}),
    },
  });
}
