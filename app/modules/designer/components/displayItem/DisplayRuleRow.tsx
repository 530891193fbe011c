import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Tag } from "@chakra-ui/react";
import type { DisplayRule } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { FieldPathInput } from "./FieldPathInput";

export interface DisplayRuleRowProps {
  entityId: number;
  /** 1-based, to name the row's controls. */
  number: number;
  rule: DisplayRule;
  /** The rule's own error (a missing path). */
  error?: string | undefined;
  onChange: (rule: DisplayRule) => void;
  onRemove: () => void;
}

/** One display rule: a field path, contains or equals, the values, then show or hide the item. */
export function DisplayRuleRow({ entityId, number, rule, error, onChange, onRemove }: DisplayRuleRowProps) {
  const t = useT();
  const buffer = rule.buffer ?? "";

  const addValue = () => {
    const value = buffer.trim();
    if (value === "") return;
    onChange({ ...rule, value: [...rule.value.filter((other) => other !== value), value], buffer: "" });
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <FieldPathInput
          entityId={entityId}
          label={t("Rule {number}: field path", { number })}
          value={rule.path}
          error={rule.path.trim() === "" ? error : undefined}
          onChange={(path) => onChange({ ...rule, path })}
        />
        <HStack gap="2" align="end" wrap="wrap">
          <Field.Root flex="1" minW="8rem">
            <Field.Label>{t("Rule {number}: comparison", { number })}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={rule.op}
                onChange={(event) => onChange({ ...rule, op: event.target.value as DisplayRule["op"] })}
              >
                <option value="contains">{t("contains")}</option>
                <option value="equals">{t("equals")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="8rem">
            <Field.Label>{t("Rule {number}: action", { number })}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={rule.action}
                onChange={(event) =>
                  onChange({ ...rule, action: event.target.value as DisplayRule["action"] })
                }
              >
                <option value="show">{t("Show")}</option>
                <option value="hide">{t("Hide")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <Field.Root>
          <Field.Label>{t("Rule {number}: value", { number })}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              size="sm"
              value={buffer}
              onChange={(event) => onChange({ ...rule, buffer: event.target.value })}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                addValue();
              }}
            />
            <Button size="sm" variant="outline" onClick={addValue}>
              {t("Add value")}
            </Button>
          </HStack>
        </Field.Root>
        {rule.value.length > 0 && (
          <HStack gap="1" wrap="wrap" aria-label={t("Values")}>
            {rule.value.map((value) => (
              <Tag.Root key={value} size="md">
                <Tag.Label>{value}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t("Remove {name}", { name: value })}
                    onClick={() =>
                      onChange({ ...rule, value: rule.value.filter((other) => other !== value) })
                    }
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        )}
        <Box>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            {t("Remove rule {number}", { number })}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
