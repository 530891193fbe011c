import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { pickTranslation } from "../../../../../engine/translate";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { entityKeys } from "../../api/entityKeys";
import { listEnvironmentEntities } from "../../api/listEnvironmentEntities";
import type { BaseFieldDetails } from "./BaseFieldDetails";

export interface BaseFieldInfoTabProps {
  field: BaseFieldDetails;
  environmentId: number;
}

/** The Info tab: the data fields that place the base field, with their entities. */
export function BaseFieldInfoTab({ field, environmentId }: BaseFieldInfoTabProps) {
  const t = useT();
  const locale = useContentLocale();
  const entities = useQuery({
    queryKey: entityKeys.ofEnvironment(environmentId),
    queryFn: () => listEnvironmentEntities(environmentId),
  });
  const entityName = (id: number) => {
    const entity = entities.data?.find((other) => other.id === id);
    return (entity && pickTranslation(entity.translations, locale)?.name_plural) ?? entity?.name ?? `#${id}`;
  };
  if (field.usage.length === 0) return <Text color="fg.muted">{t("Not placed on any entity")}</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t("Placed as these data fields")}</Text>
      <Stack as="ul" gap="1" listStyleType="none" ms="0">
        {field.usage.map((placement) => (
          <HStack as="li" key={placement.id} gap="2">
            <Badge size="sm">{entityName(placement.def_dossier_id)}</Badge>
            <Text>{placement.name}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
