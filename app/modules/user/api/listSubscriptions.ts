import type { FollowedRecordList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A record the user follows, as the server declares it (schemas/recordAnswers.ts). */
export type { FollowedRecord } from "../../../../schemas";

/** GET /contentdossier/subscriptions: the records the user follows in an environment, newest first. */
export function listSubscriptions(
  environment: number,
  options: { search?: string; page: number; limit: number },
): Promise<FollowedRecordList> {
  return api<FollowedRecordList>("/contentdossier/subscriptions", {
    query: {
      environment,
      limit: options.limit,
      page: options.page,
      ...(options.search ? { search: options.search } : {}),
    },
  });
}
