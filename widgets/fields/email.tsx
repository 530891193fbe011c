import { Link } from "@chakra-ui/react";
import { errorProps } from "../controls/errorProps";
import { PlainInput } from "../controls/PlainInput";
import { TextSearch } from "../controls/TextSearch";
import { useFormatted } from "../controls/useFormatted";
import type { FieldWidgetProps, WidgetModule } from "../types";

function EmailEdit({ id, value, onChange, rawErrors, required }: FieldWidgetProps) {
  return (
    <PlainInput
      id={id}
      type="email"
      autoComplete="email"
      required={required}
      {...errorProps(id, rawErrors)}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A mailto link; the engine's 'Unknown' when empty. */
function EmailShow({ id, item, value, mode }: FieldWidgetProps) {
  const text = useFormatted(item, value, mode === "list" ? "list" : "show");
  if (typeof value !== "string" || value.trim() === "") return <span id={id}>{text}</span>;
  return (
    <Link id={id} href={`mailto:${value}`} colorPalette="blue">
      {text}
    </Link>
  );
}

const email: WidgetModule = {
  type: "email",
  modes: { edit: EmailEdit, show: EmailShow, list: EmailShow, search: TextSearch },
};

export default email;
