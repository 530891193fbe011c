import { Combobox, useListCollection } from "@chakra-ui/react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface SearchComboboxProps<T extends ComboboxOption> {
  /** The input's DOM id (a field's label points at it). */
  id: string;
  /** The options matching the typed text, as the caller searched them. */
  options: readonly T[];
  inputValue: string;
  onInputValueChange: (text: string) => void;
  /** Called with the picked option; focus stays in (returns to) the input. */
  onPick: (option: T) => void;
  renderOption?: (option: T) => ReactNode;
  placeholder?: string;
  "aria-label"?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  required?: boolean;
  /** No options are offered (a full single-select picker). */
  closed?: boolean;
  /** Shown under the options inside the list box, such as Load more. */
  footer?: ReactNode;
  /** Shown in the list box when there are no options (open only when given). */
  empty?: ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** The list shows in the flow under the input, open from the start, instead of floating over the page. */
  inline?: boolean;
  autoFocus?: boolean;
}

/** Overrides the floating placement's inline style: the list takes its place in the flow. */
const INLINE_PLACEMENT = {
  position: "static",
  transform: "none",
  width: "100%",
  pointerEvents: "auto",
} as const;

/** Only the aria attributes given: an absent one must not hide what a surrounding Field supplies. */
type AriaProps = Pick<
  SearchComboboxProps<ComboboxOption>,
  "aria-label" | "aria-invalid" | "aria-describedby"
>;

function ariaOf(props: AriaProps) {
  const aria: Record<string, string | true> = {};
  for (const key of ["aria-label", "aria-invalid", "aria-describedby"] as const) {
    const value = props[key];
    if (value !== undefined) aria[key] = value;
  }
  return aria;
}

/**
 * A search box with a list of options after the WAI-ARIA combobox pattern, on Chakra's (Ark/zag) combobox:
 * arrow keys move the active option (aria-activedescendant), Home/End go to the first and last, Enter picks,
 * Escape closes; typing filters (the caller searches). Enter never submits the surrounding form.
 */
export function SearchCombobox<T extends ComboboxOption>(props: SearchComboboxProps<T>) {
  const { id, options, inputValue, onInputValueChange, onPick, renderOption, closed, footer, empty } = props;
  const { collection, set } = useListCollection<T>({
    initialItems: [],
    itemToString: (option) => option.label,
    itemToValue: (option) => option.value,
  });
  const inputRef = useRef<HTMLInputElement>(null);

  const inline = props.inline === true;
  const [open, setOpen] = useState(inline);
  const inputValueRef = useRef(inputValue);
  inputValueRef.current = inputValue;

  // Options arrive after the search the typing started: they open the list, unless there are none to show.
  useEffect(() => {
    set(closed ? [] : [...options]);
    if (closed) setOpen(false);
    // Results of a search the user typed; a pick clears the text, and the old results do not reopen.
    else if (options.length > 0 && (inline || inputValueRef.current.trim() !== "")) setOpen(true);
  }, [options, closed, set, inline]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };

  const pick = (value: string) => {
    const option = options.find((candidate) => candidate.value === value);
    if (!option) return;
    onPick(option);
    inputRef.current?.focus();
  };

  // A form would submit on Enter in a text input; in a combobox Enter only picks. This runs as the event
  // bubbles past the control, after the combobox has handled the key (it ignores prevented events).
  const keepEnterInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter") event.preventDefault();
  };

  return (
    <Combobox.Root
      size="sm"
      collection={collection}
      ids={{ input: id }}
      required={props.required}
      value={[]}
      inputValue={inputValue}
      onInputValueChange={(details) => onInputValueChange(details.inputValue)}
      onSelect={(details) => pick(details.itemValue)}
      open={open}
      onOpenChange={(details) => changeOpen(details.open)}
      selectionBehavior="clear"
      openOnClick
      positioning={{ sameWidth: true, strategy: "absolute" }}
      // Options come from the caller's search; none are filtered out here.
      allowCustomValue
      lazyMount
      unmountOnExit
    >
      <Combobox.Control onKeyDown={keepEnterInside}>
        <Combobox.Input
          ref={inputRef}
          placeholder={props.placeholder}
          {...ariaOf(props)}
          autoFocus={props.autoFocus}
          // The typed text reaches the caller even before the combobox has seen focus.
          onChange={(event) => onInputValueChange(event.target.value)}
        />
      </Combobox.Control>
      <Combobox.Positioner style={props.inline ? INLINE_PLACEMENT : undefined}>
        <Combobox.Content
          boxShadow={props.inline ? "none" : undefined}
          borderWidth={props.inline ? "1px" : undefined}
        >
          {empty !== undefined && <Combobox.Empty>{empty}</Combobox.Empty>}
          {collection.items.map((option) => (
            <Combobox.Item
              key={option.value}
              item={option}
              // The active option at well over 3:1 against the list (the default grey is 1.1:1).
              _highlighted={{ bg: "colorPalette.solid", color: "colorPalette.contrast" }}
              colorPalette="blue"
            >
              <Combobox.ItemText>{renderOption ? renderOption(option) : option.label}</Combobox.ItemText>
            </Combobox.Item>
          ))}
          {footer}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
