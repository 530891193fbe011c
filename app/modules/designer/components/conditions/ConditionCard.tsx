import { Button, Field, Fieldset, Heading, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { ActionRow } from "./ActionRow";
import type { ConditionChoice } from "./ConditionChoice";
import type { ConditionDraft } from "./ConditionDraft";
import { RuleRow } from "./RuleRow";

export interface ConditionCardProps {
  index: number;
  draft: ConditionDraft;
  choices: ConditionChoice[];
  /** The editor's errors, keyed by place (see conditionErrors). */
  errors: Record<string, string>;
  onChange: (draft: ConditionDraft) => void;
  onRemove: () => void;
}

/** One condition: how its rules combine, the rules, and the actions taken when they match. */
export function ConditionCard({ index, draft, choices, errors, onChange, onRemove }: ConditionCardProps) {
  const t = useT();
  const at = (key: string) => errors[`${index}.${key}`];
  const replace = <T,>(list: T[], position: number, next: T) =>
    list.map((entry, other) => (other === position ? next : entry));
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="4" bg="bg">
      <HStack justify="space-between">
        <Fieldset.Legend fontWeight="semibold">
          {t("Condition {number}", { number: index + 1 })}
        </Fieldset.Legend>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
          {t("Remove condition")}
        </Button>
      </HStack>
      <Stack gap="4">
        <Field.Root maxW="20rem">
          <Field.Label>{t("Rule type")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.type}
              onChange={(event) => onChange({ ...draft, type: event.target.value === "or" ? "or" : "all" })}
            >
              <option value="all">{t("All rules match")}</option>
              <option value="or">{t("One of the rules matches (or)")}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack gap="2">
          <Heading as="h4" size="xs">
            {t("Rules")}
          </Heading>
          {draft.fields.map((rule, ruleIndex) => (
            <RuleRow
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their place is who they are
              key={ruleIndex}
              idPrefix={`condition-${index}-rule-${ruleIndex}`}
              rule={rule}
              choices={choices}
              errors={{ field: at(`fields.${ruleIndex}.field`), values: at(`fields.${ruleIndex}.values`) }}
              onChange={(next) => onChange({ ...draft, fields: replace(draft.fields, ruleIndex, next) })}
              onRemove={() =>
                onChange({ ...draft, fields: draft.fields.filter((_, other) => other !== ruleIndex) })
              }
            />
          ))}
          {at("fields") && (
            <Text color="fg.error" fontSize="sm">
              {t(at("fields") as string)}
            </Text>
          )}
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            onClick={() =>
              onChange({
                ...draft,
                fields: [...draft.fields, { field: null, method: "equals", values: [], text: "" }],
              })
            }
          >
            {t("Add rule")}
          </Button>
        </Stack>
        <Stack gap="2">
          <Heading as="h4" size="xs">
            {t("Actions")}
          </Heading>
          {draft.actions.map((action, actionIndex) => (
            <ActionRow
              // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; their place is who they are
              key={actionIndex}
              idPrefix={`condition-${index}-action-${actionIndex}`}
              action={action}
              choices={choices}
              error={at(`actions.${actionIndex}.values`)}
              onChange={(next) => onChange({ ...draft, actions: replace(draft.actions, actionIndex, next) })}
              onRemove={() =>
                onChange({ ...draft, actions: draft.actions.filter((_, other) => other !== actionIndex) })
              }
            />
          ))}
          {at("actions") && (
            <Text color="fg.error" fontSize="sm">
              {t(at("actions") as string)}
            </Text>
          )}
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            onClick={() =>
              onChange({ ...draft, actions: [...draft.actions, { type: "show_fields", values: [] }] })
            }
          >
            {t("Add action")}
          </Button>
        </Stack>
      </Stack>
    </Fieldset.Root>
  );
}
