import type { ReactElement } from "react";
import { PlainInput } from "./PlainInput";
import { partOnFirstUse } from "./partOnFirstUse";
import type { ComboboxOption, SearchComboboxProps } from "./SearchCombobox";

/** Until the combobox is in: its input, which already takes what is typed. */
function SearchInput(props: SearchComboboxProps<ComboboxOption>) {
  return (
    <PlainInput
      id={props.id}
      value={props.inputValue}
      onChange={(event) => props.onInputValueChange(event.target.value)}
      placeholder={props.placeholder}
      aria-label={props["aria-label"]}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      required={props.required}
      autoFocus={props.autoFocus}
    />
  );
}

/**
 * The search combobox of the link and user pickers, loaded with the first picker shown: the combobox,
 * popover and positioning code is some 20 kB of an embedded form's script that most forms never need.
 */
export const LazySearchCombobox = partOnFirstUse(
  () => import("./SearchCombobox").then((module) => module.SearchCombobox as typeof SearchInput),
  SearchInput,
) as unknown as (<T extends ComboboxOption>(props: SearchComboboxProps<T>) => ReactElement) & {
  preload: () => Promise<void>;
};
