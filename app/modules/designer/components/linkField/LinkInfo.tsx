import { DataList } from "@chakra-ui/react";
import type { Link } from "../../../../../schemas";
import { formatDate } from "../../../../dates/formatDate";
import { useT } from "../../../../i18n/useT";

/** A link's back link and who made and last changed it, as GET /defdossierlink/{id} tells. */
export function LinkInfo({ link }: { link: Link & { back_link?: { name: string } | null } }) {
  const t = useT();
  const userOf = (value: Link["created_by"]) => (typeof value === "string" ? value : (value?.username ?? ""));
  const rows = [
    { label: t("Back link"), value: link.back_link?.name ?? t("None") },
    { label: t("Created by"), value: userOf(link.created_by) },
    { label: t("Created at"), value: formatDate(link.created_at, true) },
    { label: t("Modified by"), value: userOf(link.modified_by) },
    { label: t("Modified at"), value: formatDate(link.modified_at, true) },
  ].filter((row) => row.value !== "");
  return (
    <DataList.Root orientation="horizontal" size="sm" mb="4">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
