import { Field, NativeSelect, RadioGroup, Stack } from "@chakra-ui/react";
import { FormField } from "../../../../components/FormField";
import { useT } from "../../../../i18n/useT";
import { useFieldsAndLinks } from "../../hooks/useFieldsAndLinks";
import type { EditorDraft, ItemContent } from "../../utils/EditorDraft";
import { itemKindOf } from "../../utils/itemKindOf";
import { settingsOnSwitch } from "../../utils/settingsOnSwitch";

export interface ItemContentChoiceProps {
  draft: EditorDraft;
  entityId: number;
  /** The positions of the entity a new item may go into. */
  positions: { id: number; label: string; nextRank: number }[];
  errors: Record<string, string>;
  onChange: (draft: EditorDraft) => void;
}

/**
 * What a new item shows and where: a data field or link of the entity (required unless the item is a block
 * or record data, 'Choose a data field or a link field'), and its display position.
 */
export function ItemContentChoice({ draft, entityId, positions, errors, onChange }: ItemContentChoiceProps) {
  const t = useT();
  const found = useFieldsAndLinks(entityId).data;
  const { item } = draft;
  const chosen = item.def_dossier_def_field
    ? `f${item.def_dossier_def_field.id}`
    : item.def_dossier_link
      ? `l${item.def_dossier_link.id}`
      : "";
  const fieldError = errors.defDossierDefField ?? errors.defDossierLink;

  // Settings of the kind left behind go with it; the general ones stay.
  const switched = (next: EditorDraft): EditorDraft => ({
    ...next,
    settings: settingsOnSwitch(draft.settings, itemKindOf(draft), itemKindOf({ ...next, settings: {} })),
  });
  const setContent = (content: ItemContent) => {
    const { block: _block, block_link: _link, dossier_data: _data, ...settings } = draft.settings;
    onChange(
      switched({
        ...draft,
        content,
        settings,
        item: { ...item, def_dossier_def_field: null, def_dossier_link: null },
      }),
    );
  };
  const choose = (value: string) => {
    const id = Number(value.slice(1));
    const field = value.startsWith("f") ? found?.fields.find((candidate) => candidate.id === id) : undefined;
    const link = value.startsWith("l") ? found?.links.find((candidate) => candidate.id === id) : undefined;
    onChange(
      switched({
        ...draft,
        item: { ...item, def_dossier_def_field: field ?? null, def_dossier_link: link ?? null },
      }),
    );
  };

  return (
    <Stack gap="4">
      <RadioGroup.Root
        size="sm"
        aria-label={t("The item shows")}
        value={draft.content ?? "field"}
        onValueChange={(details) => setContent(details.value as ItemContent)}
      >
        <Stack gap="1">
          {(
            [
              ["field", t("A data field or link")],
              ["block", t("A block")],
              ["dossier_data", t("Record data")],
            ] as const
          ).map(([value, label]) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {draft.content === "field" && (
        <Field.Root required invalid={!!fieldError}>
          <Field.Label>
            {t("Data field or link")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={chosen} onChange={(event) => choose(event.target.value)}>
              <option value="">{t("Choose")}</option>
              <optgroup label={t("Data fields")}>
                {(found?.fields ?? []).map((field) => (
                  <option key={field.id} value={`f${field.id}`}>
                    {field.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("Links")}>
                {(found?.links ?? []).map((link) => (
                  <option key={link.id} value={`l${link.id}`}>
                    {link.name}
                  </option>
                ))}
              </optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {fieldError && <Field.ErrorText>{t(fieldError)}</Field.ErrorText>}
        </Field.Root>
      )}
      <FormField label={t("Display position")} error={errors.displayPosition}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={String(draft.positionId)}
            onChange={(event) => {
              // A new item goes after the last of its view in the position it moves to.
              const position = positions.find((candidate) => candidate.id === Number(event.target.value));
              if (position) onChange({ ...draft, positionId: position.id, rank: String(position.nextRank) });
            }}
          >
            {positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
