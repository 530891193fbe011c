import { Checkbox, Fieldset, HStack } from "@chakra-ui/react";

export interface CheckboxListSettingProps<T extends string> {
  legend: string;
  selected: readonly T[] | undefined;
  choices: { value: T; label: string }[];
  onChange: (selected: T[]) => void;
}

/** A setting holding any of a few values (validators, file types, link views). */
export function CheckboxListSetting<T extends string>(props: CheckboxListSettingProps<T>) {
  const selected = props.selected ?? [];
  const toggle = (value: T, on: boolean) =>
    props.onChange(
      on
        ? [...selected.filter((other) => other !== value), value]
        : selected.filter((other) => other !== value),
    );
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{props.legend}</Fieldset.Legend>
      <HStack gap="4" wrap="wrap">
        {props.choices.map((choice) => (
          <Checkbox.Root
            key={choice.value}
            size="sm"
            checked={selected.includes(choice.value)}
            onCheckedChange={(details) => toggle(choice.value, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{choice.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
