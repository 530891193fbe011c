import { Button, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { ConditionChoice } from "./ConditionChoice";
import type { ConditionDraft } from "./ConditionDraft";

type Rule = ConditionDraft["fields"][number];

export interface RuleRowProps {
  /** Unique on the page, for the option boxes' ids. */
  idPrefix: string;
  rule: Rule;
  choices: ConditionChoice[];
  errors: { field?: string | undefined; values?: string | undefined };
  onChange: (rule: Rule) => void;
  onRemove: () => void;
}

/** One rule: an item, equals or not equals, and the values (the options of a list item to tick). */
export function RuleRow({ idPrefix, rule, choices, errors, onChange, onRemove }: RuleRowProps) {
  const t = useT();
  const choice = choices.find((entry) => entry.id === rule.field);
  const toggle = (value: string, on: boolean) =>
    onChange({
      ...rule,
      values: on ? [...rule.values, value] : rule.values.filter((other) => other !== value),
    });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root required invalid={!!errors.field} flex="2" minW="10rem">
          <Field.Label>
            {t("Field")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={rule.field === null ? "" : String(rule.field)}
              onChange={(event) =>
                onChange({
                  ...rule,
                  field: event.target.value === "" ? null : Number(event.target.value),
                  values: [],
                  text: "",
                })
              }
            >
              <option value="">{t("Choose")}</option>
              {choices.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.field && <Field.ErrorText>{t(errors.field)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root flex="1" minW="8rem">
          <Field.Label>{t("Method")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={rule.method}
              onChange={(event) => onChange({ ...rule, method: event.target.value as Rule["method"] })}
            >
              <option value="equals">{t("Equals")}</option>
              <option value="notequals">{t("Not equals")}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {choice?.options ? (
        <Fieldset.Root invalid={!!errors.values}>
          <Fieldset.Legend fontWeight="medium">{t("Values")}</Fieldset.Legend>
          <Stack gap="1" maxH="150px" overflowY="auto">
            {choice.options.map((option) => (
              <Checkbox.Root
                key={option.value}
                ids={{
                  hiddenInput: `${idPrefix}-option-${option.value}`,
                  label: `${idPrefix}-option-${option.value}-label`,
                }}
                size="sm"
                checked={rule.values.includes(option.value)}
                onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errors.values && <Fieldset.ErrorText>{t(errors.values)}</Fieldset.ErrorText>}
        </Fieldset.Root>
      ) : (
        <Field.Root invalid={!!errors.values}>
          <Field.Label>{t("Values")}</Field.Label>
          <Input
            size="sm"
            value={rule.text}
            disabled={rule.field === null}
            onChange={(event) => onChange({ ...rule, text: event.target.value })}
          />
          <Field.HelperText>{t("Separate values with a comma.")}</Field.HelperText>
          {errors.values && <Field.ErrorText>{t(errors.values)}</Field.ErrorText>}
        </Field.Root>
      )}
      <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={onRemove}>
        {t("Remove rule")}
      </Button>
    </Stack>
  );
}
