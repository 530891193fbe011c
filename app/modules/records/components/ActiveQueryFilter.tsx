import { CloseButton } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { pickTranslation } from "../../../../engine/translate";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { queryKeys } from "../../querybuilder/api/queryKeys";
import { getSavedQuery } from "../api/getSavedQuery";

export interface ActiveQueryFilterProps {
  entityId: number;
  /** The uuid of the saved query the list applies. */
  uuid: string;
  onClear: () => void;
}

/** Says which saved query filters the list (its search name in the user's language) and clears it. */
export function ActiveQueryFilter({ entityId, uuid, onClear }: ActiveQueryFilterProps) {
  const t = useT();
  const locale = useContentLocale();
  const saved = useQuery({
    queryKey: queryKeys.saved(entityId, uuid),
    queryFn: () => getSavedQuery(entityId, uuid),
    staleTime: 60_000,
  });
  const name = pickTranslation(saved.data?.translations ?? [], locale)?.search_name || uuid;
  return (
    <Alert
      status="info"
      alignItems="center"
      data-active-query={uuid}
      action={<CloseButton size="xs" aria-label={t("Clear query filter")} onClick={onClear} />}
    >
      {t("Filtered by the query {name}", { name })}
    </Alert>
  );
}
