import { Box, Button, Group, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { RICH_TEXT_RULES, sanitizeHtml } from "../html/sanitizeHtml";
import { t } from "../i18n";
import { errorProps } from "./errorProps";

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  rawErrors?: string[];
  required: boolean;
}

const COMMANDS = [
  { command: "bold", label: "Bold", text: "B" },
  { command: "italic", label: "Italic", text: "I" },
  { command: "insertOrderedList", label: "Numbered list", text: "1." },
] as const;

/**
 * A small rich-text editor on contentEditable (spec 9: 250 px high). What it reports is sanitised to the
 * rich-text rules, so pasted scripts or styles never reach the record.
 */
export function RichTextEditor({ id, value, onChange, rawErrors, required }: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const reported = useRef<string | null>(null);
  const aria = errorProps(id, rawErrors);

  // Only values from outside are written into the editor; writing back what the user typed would move the caret.
  useEffect(() => {
    const element = editor.current;
    if (element && value !== reported.current) {
      element.innerHTML = sanitizeHtml(value, RICH_TEXT_RULES);
      reported.current = value;
    }
  }, [value]);

  const report = () => {
    const html = sanitizeHtml(editor.current?.innerHTML ?? "", RICH_TEXT_RULES);
    reported.current = html;
    onChange(html);
  };

  return (
    <Box>
      <Group role="toolbar" aria-label={t("Formatting")} attached mb="1">
        {COMMANDS.map(({ command, label, text }) => (
          <Button
            key={command}
            type="button"
            size="xs"
            variant="outline"
            title={t(label)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              // execCommand is deprecated but still the only editing command contentEditable offers.
              document.execCommand?.(command);
              report();
            }}
          >
            {/* Named by its text, not aria-label, so the name holds what is visible (WCAG 2.5.3). */}
            <span aria-hidden="true">{text}</span>
            <VisuallyHidden>{t(label)}</VisuallyHidden>
          </Button>
        ))}
      </Group>
      <Box
        id={id}
        ref={editor}
        role="textbox"
        // A label's for= names only form controls; the item's label names this one by its id.
        aria-labelledby={`${id}-label`}
        aria-multiline="true"
        aria-required={required || undefined}
        {...aria}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={report}
        onBlur={report}
        h="richText"
        overflowY="auto"
        px="3"
        py="2"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={aria["aria-invalid"] ? "border.error" : "border"}
        _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
      />
    </Box>
  );
}
