import { Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LookupFailure } from "../../../../components/LookupFailure";
import { useT } from "../../../../i18n/useT";
import { fieldKeys } from "../../api/fieldKeys";
import { getBaseField } from "../../api/getBaseField";
import { BaseFieldForm } from "./BaseFieldForm";
import type { BaseFieldTab } from "./BaseFieldTab";
import { EditorDialog } from "./EditorDialog";

/**
 * The base field editor (spec 3-designer section 2 item 2), open while mounted: tabs Generic (name, type),
 * Misc (the type's settings), List options (list fields) and Info (where it is placed). A placed base field
 * keeps its type and cannot be deleted. A new list field stays open after saving, on its options.
 */
export function BaseFieldEditor(props: {
  baseFieldId?: number;
  environmentId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const t = useT();
  const [fieldId, setFieldId] = useState(props.baseFieldId);
  const [tab, setTab] = useState<BaseFieldTab>("generic");
  const saved = useQuery({
    queryKey: fieldKeys.baseField(fieldId),
    queryFn: () => getBaseField(fieldId as number),
    enabled: fieldId !== undefined,
  });

  if (fieldId !== undefined && !saved.data)
    return (
      <EditorDialog title={t("Edit base field")} onClose={props.onClose}>
        {saved.error ? <LookupFailure error={saved.error} /> : <Text color="fg.muted">{t("Loading")}</Text>}
      </EditorDialog>
    );
  return (
    <BaseFieldForm
      key={saved.data?.id ?? "new"}
      saved={saved.data}
      environmentId={props.environmentId}
      initialTab={tab}
      onClose={props.onClose}
      onSaved={(id) => props.onSaved?.(id)}
      onCreatedList={(id) => {
        setTab("options");
        setFieldId(id);
      }}
    />
  );
}
