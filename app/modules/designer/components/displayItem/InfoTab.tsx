import { DataList } from "@chakra-ui/react";
import type { DisplayItem } from "../../../../../schemas";
import { formatDate } from "../../../../dates/formatDate";
import { useT } from "../../../../i18n/useT";

/** Audit fields some answers carry beside the item. */
type Audited = DisplayItem & { created_at?: string | null; modified_at?: string | null };

/** The Info tab of a saved item: its ids, what it shows and, when known, when it was made and changed. */
export function InfoTab({ item }: { item: DisplayItem }) {
  const t = useT();
  const audited = item as Audited;
  const field = item.def_dossier_def_field;
  const link = item.def_dossier_link;
  const rows: [string, string][] = [
    [t("Id"), String(item.id)],
    [t("UUID"), item.uuid ?? "-"],
    ...(field ? ([[t("Data field"), `${field.name} (#${field.id})`]] as [string, string][]) : []),
    ...(field?.def_field
      ? ([
          [t("Base field"), `${field.def_field.name ?? ""} (#${field.def_field.id})`],
          [t("Type"), field.def_field.type],
        ] as [string, string][])
      : []),
    ...(link
      ? ([
          [t("Link field"), `${link.name} (#${link.id})`],
          [t("Type"), link.type_of_link],
        ] as [string, string][])
      : []),
    ...(audited.created_at
      ? ([[t("Created at"), formatDate(audited.created_at, true)]] as [string, string][])
      : []),
    ...(audited.modified_at
      ? ([[t("Modified at"), formatDate(audited.modified_at, true)]] as [string, string][])
      : []),
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
