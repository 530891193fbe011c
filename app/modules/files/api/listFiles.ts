import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { EnvironmentFile } from "./EnvironmentFile";

/** GET /file?environment: a page of the environment's files, newest first, searched by name. */
export function listFiles(
  environment: number,
  options: { search?: string; page: number; limit: number },
): Promise<ListResponse<EnvironmentFile>> {
  return api<ListResponse<EnvironmentFile>>("/file", {
    query: {
      environment,
      page: options.page,
      limit: options.limit,
      ...(options.search ? { search: options.search } : {}),
    },
  });
}
