import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useMenuEntities } from "../../shell/hooks/useMenuEntities";
import { entityName } from "../../shell/utils/entityName";

/** The environment's entities to embed a form of, and each one's name in the content language ("#id" unknown). */
export function useEntityChoices() {
  const locale = useContentLocale();
  const entities = useMenuEntities(useCurrentEnvironment().data).data ?? [];
  const nameOf = (id: number) => {
    const found = entities.find((candidate) => candidate.id === id);
    return found ? entityName(found, locale) : `#${id}`;
  };
  return { entities, nameOf };
}
