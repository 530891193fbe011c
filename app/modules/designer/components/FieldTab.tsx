import { DataList, Field, NativeSelect, Stack } from "@chakra-ui/react";
import { VIEW_MODES } from "../../../../schemas/names";
import { FormField } from "../../../components/FormField";
import { useT } from "../../../i18n/useT";
import type { EditorDraft } from "../utils/EditorDraft";
import { viewLabel } from "../utils/viewLabel";
import { ItemContentChoice } from "./displayItem/ItemContentChoice";

export interface FieldTabProps {
  draft: EditorDraft;
  customViews: string[];
  errors: Record<string, string>;
  onChange: (draft: EditorDraft) => void;
  /** For a new item: its entity and the positions it may go into. */
  entityId?: number;
  positions?: { id: number; label: string; nextRank: number }[];
}

/** The view the item is placed in, and the data field or link it shows (chosen for a new item, else fixed). */
export function FieldTab({ draft, customViews, errors, onChange, entityId, positions }: FieldTabProps) {
  const t = useT();
  const views = [...new Set<string>([...VIEW_MODES, ...customViews])];
  const { item } = draft;
  const fieldError = errors.defDossierDefField ?? errors.defDossierLink;
  return (
    <Stack gap="4">
      <FormField label={t("View")} error={errors.view} required>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.view}
            onChange={(event) => onChange({ ...draft, view: event.target.value })}
          >
            <option value="">{t("Choose")}</option>
            {views.map((view) => (
              <option key={view} value={view}>
                {viewLabel(view, t)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {draft.content !== undefined && entityId !== undefined && (
        <ItemContentChoice
          draft={draft}
          entityId={entityId}
          positions={positions ?? []}
          errors={errors}
          onChange={onChange}
        />
      )}
      {draft.content === undefined && (
        <DataList.Root orientation="horizontal" size="sm">
          {item.def_dossier_def_field && (
            <DataList.Item>
              <DataList.ItemLabel>{t("Data field")}</DataList.ItemLabel>
              <DataList.ItemValue>{item.def_dossier_def_field.name}</DataList.ItemValue>
            </DataList.Item>
          )}
          {item.def_dossier_link && (
            <DataList.Item>
              <DataList.ItemLabel>{t("Link field")}</DataList.ItemLabel>
              <DataList.ItemValue>{item.def_dossier_link.name}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      )}
      {fieldError && draft.content === undefined && (
        <Field.Root invalid>
          <Field.ErrorText>{t(fieldError)}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
