import { Fieldset, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

export interface MergeOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface MergeChoiceProps {
  legend: string;
  value: string | undefined;
  options: readonly MergeOption[];
  /** Shows 'You must select an option' while nothing is chosen. */
  showMissing: boolean;
  onChange: (value: string) => void;
}

/** One choice of the merge wizard as a group of radio buttons, with its message when left open. */
export function MergeChoice({ legend, value, options, showMissing, onChange }: MergeChoiceProps) {
  const t = useT();
  const missing = showMissing && value === undefined;
  return (
    <Fieldset.Root invalid={missing}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <RadioGroup.Root
        value={value ?? null}
        onValueChange={(event) => event.value && onChange(event.value)}
        aria-label={legend}
      >
        <Stack gap="1">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled === true}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {missing && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t("You must select an option")}
        </Text>
      )}
    </Fieldset.Root>
  );
}
