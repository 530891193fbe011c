import { Box, Checkbox, Field, Input, NativeSelect, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { FormField } from "../../../components/FormField";
import { useT } from "../../../i18n/useT";
import type { ShareConfiguration, ShareConfigurationErrors } from "../utils/ShareConfiguration";

export interface ShareConfigurationStepProps {
  value: ShareConfiguration;
  errors: ShareConfigurationErrors;
  positions: { id: number; label: string }[];
  templates: { id: number; name: string }[];
  onChange: (value: ShareConfiguration) => void;
}

/** Step 2: the last valid day (DD-MM-YYYY) and what is shared: positions of the record or a template. */
export function ShareConfigurationStep({
  value,
  errors,
  positions,
  templates,
  onChange,
}: ShareConfigurationStepProps) {
  const t = useT();
  const set = (change: Partial<ShareConfiguration>) => onChange({ ...value, ...change });
  return (
    <Stack gap="4">
      <FormField label={t("Valid until")} error={errors.activeUntil} required>
        <Input
          placeholder="DD-MM-YYYY"
          value={value.activeUntil}
          onChange={(event) => set({ activeUntil: event.target.value })}
        />
      </FormField>
      <RadioGroup.Root
        value={value.shareType}
        aria-label={t("Share type")}
        onValueChange={(event) => set({ shareType: event.value === "template" ? "template" : "positions" })}
      >
        <Stack direction="row" gap="4">
          <RadioGroup.Item value="positions">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t("Tabs")}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="template" disabled={templates.length === 0}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t("Template")}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {value.shareType === "positions" ? (
        // A fieldset, not a Field: a Field would give every checkbox its one id.
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" textStyle="sm" mb="1.5">
            {t("Tabs to share")}
          </Text>
          <Stack gap="2">
            {positions.map((position) => (
              <Checkbox.Root
                key={position.id}
                size="sm"
                checked={value.positions.includes(position.id)}
                onCheckedChange={(event) =>
                  set({
                    positions:
                      event.checked === true
                        ? [...value.positions, position.id]
                        : value.positions.filter((id) => id !== position.id),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{position.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errors.shareValue && (
            <Text color="fg.error" textStyle="sm" mt="1">
              {t(errors.shareValue)}
            </Text>
          )}
        </Box>
      ) : (
        <Field.Root required invalid={!!errors.shareValue}>
          <Field.Label>{t("Template")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={value.template ?? ""}
              onChange={(event) => set({ template: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t("Choose")}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.shareValue && <Field.ErrorText>{t(errors.shareValue)}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  );
}
