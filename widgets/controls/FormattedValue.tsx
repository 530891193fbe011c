import type { FieldWidgetProps } from "../types";
import { useFormatted } from "./useFormatted";

/** The value as the engine formats it: the show and list mode of most field types. */
export function FormattedValue({ id, item, value, mode }: FieldWidgetProps) {
  const text = useFormatted(item, value, mode === "list" ? "list" : "show");
  return (
    <span id={id} data-formatted="">
      {text}
    </span>
  );
}
