import { useMemo } from "react";
import type { DataStructureEntity } from "../../../../schemas";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { entityName } from "../../shell/utils/entityName";

/** The entities' plural names in the content locale, by id. */
export function useEntityNames(entities: readonly DataStructureEntity[] | undefined): Map<number, string> {
  const locale = useContentLocale();
  return useMemo(
    () => new Map((entities ?? []).map((entity) => [entity.id, entityName(entity, locale)])),
    [entities, locale],
  );
}
