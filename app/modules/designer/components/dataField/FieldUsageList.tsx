import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { pickTranslation } from "../../../../../engine/translate";
import { ListFailure } from "../../../../components/ListFailure";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { viewLabel } from "../../utils/viewLabel";
import { useEntityDisplayItems } from "./useEntityDisplayItems";

export interface FieldUsageListProps {
  entityId: number;
  /** The saved data field or link; nothing yet for a new one. */
  owner: { dataField: number } | { link: number } | undefined;
}

/** The Info tab: the display items that show the data field or link, by view. */
export function FieldUsageList({ entityId, owner }: FieldUsageListProps) {
  const t = useT();
  const locale = useContentLocale();
  const items = useEntityDisplayItems(entityId);
  if (!owner) return <Text color="fg.muted">{t("Save this item first")}</Text>;
  if (items.isPending) return <Text color="fg.muted">{t("Loading")}</Text>;
  if (items.error) return <ListFailure onRetry={() => void items.refetch()} />;
  const used = items.data.filter((item) =>
    "dataField" in owner
      ? item.def_dossier_def_field?.id === owner.dataField
      : item.def_dossier_link?.id === owner.link,
  );
  if (used.length === 0) return <Text color="fg.muted">{t("Not placed in any view")}</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t("Used by these display items")}</Text>
      <Stack as="ul" gap="1" listStyleType="none" ms="0">
        {used.map((item) => (
          <HStack as="li" key={item.id} gap="2">
            <Badge size="sm">{viewLabel(item.view, t)}</Badge>
            <Text>{pickTranslation(item.translations, locale)?.name ?? `#${item.id}`}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
