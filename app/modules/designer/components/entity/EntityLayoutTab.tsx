import { Checkbox, Field, Fieldset, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { FlagCheckbox } from "../FlagCheckbox";
import type { EntityDraft } from "./EntityDraft";
import type { ItemChoice } from "./ItemChoice";
import { ViewSelect } from "./ViewSelect";

export interface EntityLayoutTabProps {
  draft: EntityDraft;
  /** Views the detail page's sidebar may show: show and the custom views. */
  sidebarViews: string[];
  /** The edit view's items, which may be hidden until a condition shows them. */
  editItems: ItemChoice[];
  errors: Record<string, string>;
  onChange: (draft: EntityDraft) => void;
}

/** Add and continue, the detail page's tab layout and sidebar, and the fields hidden until a condition shows them. */
export function EntityLayoutTab({ draft, sidebarViews, editItems, errors, onChange }: EntityLayoutTabProps) {
  const t = useT();
  const toggleHidden = (id: number, on: boolean) =>
    onChange({
      ...draft,
      hiddenFields: on ? [...draft.hiddenFields, id] : draft.hiddenFields.filter((other) => other !== id),
    });
  return (
    <Stack gap="5">
      <FlagCheckbox
        id="entity-add-continue"
        label={t("Offer 'Add and continue'")}
        checked={draft.addContinue}
        onChange={(addContinue) => onChange({ ...draft, addContinue })}
      />
      <Field.Root invalid={!!errors["settings.detail_layout"]}>
        <Field.Label>{t("Detail layout")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.detailLayout}
            onChange={(event) =>
              onChange({ ...draft, detailLayout: event.target.value === "vertical" ? "vertical" : "default" })
            }
          >
            <option value="default">{t("Horizontal tabs")}</option>
            <option value="vertical">{t("Vertical tabs")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <ViewSelect
        label={t("Sidebar view")}
        value={draft.layoutSidebar}
        views={sidebarViews}
        error={errors["settings.layout_sidebar"]}
        onChange={(layoutSidebar) => onChange({ ...draft, layoutSidebar })}
      />
      <Fieldset.Root invalid={!!errors["settings.hiddenfields"]}>
        <Fieldset.Legend fontWeight="medium">{t("Hidden fields")}</Fieldset.Legend>
        <Fieldset.HelperText>{t("Hidden until a condition shows them.")}</Fieldset.HelperText>
        {editItems.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t("No fields found")}
          </Text>
        ) : (
          <Stack gap="1" maxH="250px" overflowY="auto">
            {editItems.map((item) => (
              <Checkbox.Root
                key={item.id}
                ids={{ hiddenInput: `entity-hidden-${item.id}`, label: `entity-hidden-${item.id}-label` }}
                size="sm"
                checked={draft.hiddenFields.includes(item.id)}
                onCheckedChange={(details) => toggleHidden(item.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{item.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
        {errors["settings.hiddenfields"] && (
          <Fieldset.ErrorText>{t(errors["settings.hiddenfields"])}</Fieldset.ErrorText>
        )}
      </Fieldset.Root>
    </Stack>
  );
}
