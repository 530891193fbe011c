import { useQuery } from "@tanstack/react-query";
import { isCredentialAllowed } from "../api/isCredentialAllowed";
import { recordKeys } from "../api/recordKeys";

/** Whether the caller may do an action on an entity, or on one record of it (edit on an archived one: no). */
export function useCredential(entityId: number | undefined, credential: string, recordId?: number) {
  return useQuery({
    queryKey: recordKeys.credential(entityId, credential, recordId ?? null),
    queryFn: () => isCredentialAllowed(entityId as number, credential, recordId),
    enabled: entityId !== undefined,
    staleTime: 60_000,
  });
}
