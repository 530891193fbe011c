import { useContentLocale } from "../modules/environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../modules/environment/hooks/useCurrentEnvironment";
import { entityName } from "../modules/shell/utils/entityName";

/** Names an entity id in the content language: its plural name in the open environment, else "#id". */
export function useEntityName(): (id: number) => string {
  const locale = useContentLocale();
  const entities = useCurrentEnvironment().data?.defdossiers ?? [];
  return (id) => {
    const entity = entities.find((candidate) => candidate.id === id);
    return entity ? entityName(entity, locale) : `#${id}`;
  };
}
