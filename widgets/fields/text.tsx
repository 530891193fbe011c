import { useRef } from "react";
import { TEXT_DEFAULT_SIZE, TEXT_MAX_LENGTH } from "../../engine";
import { errorProps } from "../controls/errorProps";
import { PlainInput } from "../controls/PlainInput";
import { TaggedText } from "../controls/TaggedText";
import { TextSearch } from "../controls/TextSearch";
import { useFormatted } from "../controls/useFormatted";
import { useWidgetEnvironment } from "../environment";
import { t } from "../i18n";
import type { FieldWidgetProps, WidgetModule } from "../types";

export const MAX_LENGTH_TOAST = "dossier_errors.maxLength_edit";

/** Input hints for the regex presets; the engine checks the pattern itself. */
const PRESET_HINTS: Record<string, { inputMode?: "numeric"; placeholder?: string }> = {
  numbers_only: { inputMode: "numeric" },
  dutch_zipcode: { placeholder: "1234 AB" },
  municipal_code: { inputMode: "numeric", placeholder: "0000" },
};

function TextEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const { toast } = useWidgetEnvironment();
  const warned = useRef(false);
  const hints = PRESET_HINTS[item.fieldSettings.regex ?? ""] ?? {};
  return (
    <PlainInput
      id={id}
      type={item.settings.phone_number ? "tel" : "text"}
      // The field's size setting is the input's width in characters (the engine's inputSize), never wider
      // than its cell; the length limit stays 255.
      size={item.inputSize ?? TEXT_DEFAULT_SIZE}
      fit
      maxLength={TEXT_MAX_LENGTH}
      required={required}
      {...hints}
      {...errorProps(id, rawErrors)}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => {
        const text = event.target.value;
        // Tell once each time the limit is reached, not on every further keystroke.
        if ([...text].length >= TEXT_MAX_LENGTH) {
          if (!warned.current) toast(t(MAX_LENGTH_TOAST));
          warned.current = true;
        } else warned.current = false;
        onChange(text);
      }}
    />
  );
}

/** The text as the engine formats it, with dossier-number tags (#1042) linked to their records. */
function TextShow({ id, item, value, mode }: FieldWidgetProps) {
  const text = useFormatted(item, value, mode === "list" ? "list" : "show");
  return (
    <span id={id} data-formatted="">
      <TaggedText text={text} />
    </span>
  );
}

/** Text: a one-line input limited to 255 characters, as wide as its size setting, with the regex presets' hints. */
const text: WidgetModule = {
  type: "text",
  modes: { edit: TextEdit, show: TextShow, list: TextShow, search: TextSearch },
};

export default text;
