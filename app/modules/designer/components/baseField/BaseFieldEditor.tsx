import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { fieldKeys } from "../../api/fieldKeys";
import { getBaseField } from "../../api/getBaseField";
import { EditorLoading } from "../editorFrame/EditorLoading";
import { BaseFieldForm } from "./BaseFieldForm";
import type { BaseFieldTab } from "./BaseFieldTab";

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
    return <EditorLoading modal title={t("Edit base field")} error={saved.error} onClose={props.onClose} />;
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
