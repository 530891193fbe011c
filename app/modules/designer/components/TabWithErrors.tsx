import { Badge, Tabs } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

/** An editor's tab, marked when a field on it has an error, so the user finds what stops Save. */
export function TabWithErrors({ value, label, marked }: { value: string; label: string; marked: boolean }) {
  const t = useT();
  return (
    <Tabs.Trigger value={value}>
      {label}
      {marked && (
        <Badge colorPalette="red" size="xs" aria-label={t("Contains errors")}>
          !
        </Badge>
      )}
    </Tabs.Trigger>
  );
}
