import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A record the user follows. */
export interface FollowedRecord {
  content_dossier_id: number;
  def_dossier_id: number;
  summary: string | null;
  archived: boolean;
  /** When the user began to follow it. */
  created_at: string;
}

/** GET /contentdossier/subscriptions: the records the user follows in an environment, newest first. */
export function listSubscriptions(
  environment: number,
  options: { search?: string; page: number; limit: number },
): Promise<ListResponse<FollowedRecord>> {
  return api<ListResponse<FollowedRecord>>("/contentdossier/subscriptions", {
    query: {
      environment,
      limit: options.limit,
      page: options.page,
      ...(options.search ? { search: options.search } : {}),
    },
  });
}
