import { Box, Button, Stack, Text } from "@chakra-ui/react";
import type { DisplayRule } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { DisplayRuleRow } from "./DisplayRuleRow";
import { SettingsGroup } from "./SettingsGroup";

export interface DisplayRulesEditorProps {
  entityId: number;
  rules: DisplayRule[];
  error?: string | undefined;
  onChange: (rules: DisplayRule[]) => void;
}

const NEW_RULE: DisplayRule = { path: "", op: "contains", value: [], action: "show", buffer: "" };

/** The item's display rules: show or hide it by the values found at field paths of the record. */
export function DisplayRulesEditor({ entityId, rules, error, onChange }: DisplayRulesEditorProps) {
  const t = useT();
  return (
    <SettingsGroup legend={t("Display rules")}>
      {rules.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t("No display rules")}
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" ms="0">
        {rules.map((rule, index) => (
          <DisplayRuleRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; a row is its place in the list
            key={index}
            entityId={entityId}
            number={index + 1}
            rule={rule}
            error={error}
            onChange={(changed) => onChange(rules.map((other, at) => (at === index ? changed : other)))}
            onRemove={() => onChange(rules.filter((_, at) => at !== index))}
          />
        ))}
      </Stack>
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...rules, { ...NEW_RULE }])}>
          {t("Add display rule")}
        </Button>
      </Box>
    </SettingsGroup>
  );
}
