import { useQuery } from "@tanstack/react-query";
import { listEntityDataFields } from "../../designer/api/listEntityDataFields";
import { listEntityLinks } from "../../designer/api/listEntityLinks";
import { queryKeys } from "../api/queryKeys";
import { queryableFields, SYSTEM_FIELDS } from "../utils/queryableFields";

/**
 * The fields a query on the entity can filter on (its data fields of the spec's types, then the record's
 * own dates and users), and the entity's links, for one level of the builder.
 */
export function useEntitySchema(entityId: number | null) {
  const fields = useQuery({
    queryKey: queryKeys.fields(entityId),
    queryFn: () => listEntityDataFields(entityId as number),
    enabled: entityId !== null,
    select: (data) => [...queryableFields(data), ...SYSTEM_FIELDS],
  });
  const links = useQuery({
    queryKey: queryKeys.links(entityId),
    queryFn: () => listEntityLinks(entityId as number),
    enabled: entityId !== null,
  });
  return {
    fields: fields.data ?? [],
    links: links.data ?? [],
    isPending: fields.isPending || links.isPending,
  };
}
