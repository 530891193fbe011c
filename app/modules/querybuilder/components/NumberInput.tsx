import { Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";

const read = (text: string, integer: boolean): number | null => {
  if (text.trim() === "") return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  return integer ? Math.trunc(n) : n;
};

/**
 * A number typed as text: what is being typed ("-", "1.") stays on screen while the condition holds the
 * number it reads as (null while it reads as none).
 */
export function NumberInput({
  label,
  value,
  onChange,
  integer = false,
  min,
  maxW = "32",
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  integer?: boolean;
  min?: number;
  maxW?: string;
}) {
  const [text, setText] = useState(value === null ? "" : String(value));
  // A value changed from outside (another operator, a reset) replaces what was typed.
  useEffect(() => {
    setText((old) => (read(old, integer) === value ? old : value === null ? "" : String(value)));
  }, [value, integer]);
  return (
    <Input
      size="sm"
      maxW={maxW}
      inputMode={integer ? "numeric" : "decimal"}
      type="number"
      min={min}
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(read(event.target.value, integer));
      }}
    />
  );
}
