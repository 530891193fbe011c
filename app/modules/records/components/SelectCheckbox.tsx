import { useId, useLayoutEffect, useRef } from "react";

export interface SelectCheckboxProps {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (checked: boolean) => void;
}

/**
 * A row's (or all rows') selection checkbox, named for screen readers: the browser's own, styled by the
 * table (recordTableCss). Every drawn row has one, and a long list mounts rows as it scrolls.
 */
export function SelectCheckbox({ label, checked, onChange }: SelectCheckboxProps) {
  // An id of its own: inside a link item's field (an embedded list) no label of the field may reach it.
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === "indeterminate";
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={input}
      id={id}
      type="checkbox"
      data-select=""
      aria-label={label}
      checked={checked === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
