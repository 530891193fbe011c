import { Link } from "@chakra-ui/react";
import { errorProps } from "../controls/errorProps";
import { PlainInput } from "../controls/PlainInput";
import { TextSearch } from "../controls/TextSearch";
import { useFormatted } from "../controls/useFormatted";
import type { FieldWidgetProps, WidgetModule } from "../types";

function UrlEdit({ id, value, onChange, rawErrors, required }: FieldWidgetProps) {
  return (
    <PlainInput
      id={id}
      type="url"
      required={required}
      placeholder="https://"
      {...errorProps(id, rawErrors)}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Only web addresses become links; anything else is shown as text, never as a javascript: link. */
const isWebAddress = (value: unknown): value is string =>
  typeof value === "string" && /^https?:\/\//i.test(value);

function UrlShow({ id, item, value, mode }: FieldWidgetProps) {
  const text = useFormatted(item, value, mode === "list" ? "list" : "show");
  if (!isWebAddress(value)) return <span id={id}>{text}</span>;
  return (
    <Link id={id} href={value} target="_blank" rel="noopener noreferrer" colorPalette="blue">
      {text}
    </Link>
  );
}

const url: WidgetModule = {
  type: "url",
  modes: { edit: UrlEdit, show: UrlShow, list: UrlShow, search: TextSearch },
};

export default url;
