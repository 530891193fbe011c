import { DataList, Stack, Text } from "@chakra-ui/react";
import type { BaseField } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";

export interface DataFieldMiscTabProps {
  baseField: BaseField | undefined;
}

/**
 * The Misc tab: the type and the type-specific settings the data field takes from its base field (they are
 * edited in the base field editor, as every entity placing the base field shares them).
 */
export function DataFieldMiscTab({ baseField }: DataFieldMiscTabProps) {
  const t = useT();
  if (!baseField) return <Text color="fg.muted">{t("First select a base field")}</Text>;
  const settings = Object.entries(baseField.settings ?? {}).filter(
    ([, value]) => value !== null && value !== undefined && value !== "",
  );
  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t("Field type")}</DataList.ItemLabel>
          <DataList.ItemValue>{baseField.type}</DataList.ItemValue>
        </DataList.Item>
        {settings.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{key}</DataList.ItemLabel>
            <DataList.ItemValue>
              {typeof value === "string" ? value : JSON.stringify(value)}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {settings.length === 0 && <Text color="fg.muted">{t("No settings available")}</Text>}
    </Stack>
  );
}
