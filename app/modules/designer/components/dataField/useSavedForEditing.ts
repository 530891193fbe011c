import { type QueryKey, useQuery } from "@tanstack/react-query";

/**
 * The saved item an editor opens, read anew on every opening: a copy kept from an earlier opening may be old,
 * so `waiting` holds until the server's fresh answer is in.
 */
export function useSavedForEditing<T>(
  keyOf: (id: number | undefined) => QueryKey,
  id: number | undefined,
  read: (id: number) => Promise<T>,
) {
  const saved = useQuery({
    queryKey: keyOf(id),
    queryFn: () => read(id as number),
    enabled: id !== undefined,
    refetchOnMount: "always",
  });
  const waiting = id !== undefined && (!saved.data || !saved.isFetchedAfterMount);
  return { data: saved.data, error: saved.error, waiting };
}
