import { useQuery } from "@tanstack/react-query";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { getRecord } from "../api/getRecord";
import { recordKeys } from "../api/recordKeys";

/** One record with the values of every item the caller may see, in the content locale. */
export function useRecord(recordId: number) {
  const locale = useContentLocale();
  return useQuery({
    queryKey: recordKeys.one(recordId, locale),
    queryFn: () => getRecord(recordId, locale),
    enabled: Number.isInteger(recordId) && recordId > 0,
  });
}
