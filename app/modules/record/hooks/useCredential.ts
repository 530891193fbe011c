import { useQuery } from "@tanstack/react-query";
import { isCredentialAllowed } from "../api/isCredentialAllowed";

/** Whether the caller may do an action on an entity, or on one record of it (edit on an archived one: no). */
export function useCredential(entityId: number | undefined, credential: string, recordId?: number) {
  return useQuery({
    queryKey: ["credential", entityId, credential, recordId ?? null],
    queryFn: () => isCredentialAllowed(entityId as number, credential, recordId),
    enabled: entityId !== undefined,
    staleTime: 60_000,
  });
}
