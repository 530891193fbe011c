import { Button, Checkbox, Field, Fieldset, NativeSelect, Stack } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { ConditionChoice } from "./ConditionChoice";
import type { ConditionDraft } from "./ConditionDraft";

type Action = ConditionDraft["actions"][number];

export interface ActionRowProps {
  /** Unique on the page, for the item boxes' ids. */
  idPrefix: string;
  action: Action;
  choices: ConditionChoice[];
  error?: string | undefined;
  onChange: (action: Action) => void;
  onRemove: () => void;
}

/** One action: show or require the ticked items when the rules match. */
export function ActionRow({ idPrefix, action, choices, error, onChange, onRemove }: ActionRowProps) {
  const t = useT();
  const toggle = (id: number, on: boolean) =>
    onChange({
      ...action,
      values: on ? [...action.values, id] : action.values.filter((other) => other !== id),
    });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root>
        <Field.Label>{t("Action")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={action.type}
            onChange={(event) => onChange({ ...action, type: event.target.value as Action["type"] })}
          >
            <option value="show_fields">{t("Show fields")}</option>
            <option value="require_fields">{t("Require fields")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Fieldset.Root invalid={!!error}>
        <Fieldset.Legend fontWeight="medium">{t("Fields")}</Fieldset.Legend>
        <Stack gap="1" maxH="150px" overflowY="auto">
          {choices.map((choice) => (
            <Checkbox.Root
              key={choice.id}
              ids={{
                hiddenInput: `${idPrefix}-item-${choice.id}`,
                label: `${idPrefix}-item-${choice.id}-label`,
              }}
              size="sm"
              checked={action.values.includes(choice.id)}
              onCheckedChange={(details) => toggle(choice.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {error && <Fieldset.ErrorText>{t(error)}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={onRemove}>
        {t("Remove action")}
      </Button>
    </Stack>
  );
}
