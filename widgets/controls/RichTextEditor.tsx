import { Box, Button, Group, HStack, Input, NativeSelect, VisuallyHidden } from "@chakra-ui/react";
import { FontSize, TextStyle } from "@tiptap/extension-text-style";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { RICH_TEXT_RULES, sanitizeHtml } from "../html/sanitizeHtml";
import { t } from "../i18n";
import { errorProps } from "./errorProps";

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  rawErrors?: string[];
  required: boolean;
}

/** The font sizes of the toolbar, in points (spec 9: 8 to 48). */
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 44, 48] as const;

/**
 * Rich text keeps to the spec's tags (b, i, strong, s, ol, li, p, h1, h2, a, span, ...): italic is written
 * as <i> (see htmlOf), and what the sanitiser would drop (bullet lists' ul, blockquote, code, underline) is
 * not offered.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2] },
    bulletList: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    underline: false,
    link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null, class: null } },
  }),
  TextStyle,
  FontSize,
];

/** The editor's HTML in the spec's tags, sanitised: Tiptap writes italic as <em>, which the rules lack. */
function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return "";
  return sanitizeHtml(editor.getHTML().replace(/<(\/?)em>/g, "<$1i>"), RICH_TEXT_RULES);
}

/**
 * The rich-text editor (spec 9: 250 px high; font sizes 8 to 48 pt, numbered lists, links), on Tiptap.
 * What it reports is sanitised to the rich-text rules, so pasted scripts or styles never reach the record.
 */
export function RichTextEditor({ id, value, onChange, rawErrors, required }: RichTextEditorProps) {
  const reported = useRef<string | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const aria = errorProps(id, rawErrors);
  const editor = useEditor({
    extensions,
    // Tiptap would add its base styles as an inline <style>, which a strict CSP refuses: they are below.
    injectCSS: false,
    content: sanitizeHtml(value, RICH_TEXT_RULES),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        // A label's for= names only form controls; the item's label names this one by its id.
        "aria-labelledby": `${id}-label`,
        "aria-multiline": "true",
        ...(required ? { "aria-required": "true" } : {}),
        ...(aria["aria-invalid"] ? { "aria-invalid": "true" } : {}),
        ...(aria["aria-describedby"] ? { "aria-describedby": aria["aria-describedby"] } : {}),
        class: "docket-rich-text",
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      latest.current(html);
    },
  });

  // Only values from outside are written into the editor; writing back what the user typed would move the caret.
  useEffect(() => {
    // A tree hidden by a suspending boundary gets its editor destroyed, and a new one when it shows again.
    if (!editor || editor.isDestroyed || value === reported.current) return;
    reported.current = value;
    if (htmlOf(editor) === sanitizeHtml(value, RICH_TEXT_RULES)) return;
    editor.commands.setContent(sanitizeHtml(value, RICH_TEXT_RULES), { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box>
      {editor && <Toolbar editor={editor} id={id} />}
      <Box
        data-rich-text=""
        h="richText"
        overflowY="auto"
        px="3"
        py="2"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={aria["aria-invalid"] ? "border.error" : "border"}
        css={{
          "& .docket-rich-text": { minHeight: "100%", outline: "none" },
          // ProseMirror's own base styles (what injectCSS would add): typed spaces and breaks stay as typed.
          "& .ProseMirror": {
            position: "relative",
            wordWrap: "break-word",
            whiteSpace: "break-spaces",
            fontVariantLigatures: "none",
          },
          "& .ProseMirror img.ProseMirror-separator": {
            display: "inline",
            width: 0,
            height: 0,
            border: "none",
          },
          "& .docket-rich-text ol": { paddingInlineStart: "1.5em", listStyleType: "decimal" },
          "& .docket-rich-text a": { color: "blue.600", textDecoration: "underline" },
        }}
        _focusWithin={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

type Editor = NonNullable<ReturnType<typeof useEditor>>;

const MARKS = [
  {
    mark: "bold",
    label: "Bold",
    text: "B",
    run: (editor: Editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    mark: "italic",
    label: "Italic",
    text: "I",
    run: (editor: Editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    mark: "strike",
    label: "Strikethrough",
    text: "S",
    run: (editor: Editor) => editor.chain().focus().toggleStrike().run(),
  },
  {
    mark: "orderedList",
    label: "Numbered list",
    text: "1.",
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const;

/** Chakra's select props lack `required`, which the item's Field would set on it. */
const notRequired = { required: false };

function Toolbar({ editor, id }: { editor: Editor; id: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(MARKS.map(({ mark }) => [mark, current.isActive(mark)])),
      fontSize: (current.getAttributes("textStyle").fontSize as string | undefined) ?? "",
      link: (current.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const applyLink = () => {
    const href = (linking ?? "").trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href === "") chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setLinking(null);
  };
  return (
    <Box mb="1">
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t("Formatting")}>
        <Group attached>
          {MARKS.map(({ mark, label, text, run }) => (
            <Button
              key={mark}
              type="button"
              size="xs"
              variant={state.active[mark] ? "solid" : "outline"}
              aria-pressed={state.active[mark] === true}
              title={t(label)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(editor)}
            >
              {/* Named by its text, not aria-label, so the name holds what is visible (WCAG 2.5.3). */}
              <span aria-hidden="true">{text}</span>
              <VisuallyHidden>{t(label)}</VisuallyHidden>
            </Button>
          ))}
        </Group>
        <NativeSelect.Root size="xs" width="auto">
          {/* Its own id and no required/invalid/description: the item's Field would hand it the editor's. */}
          <NativeSelect.Field
            id={`${id}-font-size`}
            {...notRequired}
            aria-invalid={false}
            aria-describedby={undefined}
            aria-label={t("Font size")}
            value={state.fontSize}
            onChange={(event) => {
              const size = event.target.value;
              if (size === "") editor.chain().focus().unsetFontSize().run();
              else editor.chain().focus().setFontSize(size).run();
            }}
          >
            <option value="">{t("Font size")}</option>
            {FONT_SIZES.map((size) => (
              <option key={size} value={`${size}pt`}>
                {size} pt
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          type="button"
          size="xs"
          variant={state.link ? "solid" : "outline"}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinking(state.link || "https://")}
        >
          {t("Link")}
        </Button>
      </HStack>
      {linking !== null && (
        <HStack gap="1" mt="1">
          <Input
            size="xs"
            type="url"
            aria-label={t("Link address")}
            value={linking}
            autoFocus
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                event.stopPropagation();
                setLinking(null);
              }
            }}
          />
          <Button type="button" size="xs" colorPalette="teal" onClick={applyLink}>
            {t("Apply")}
          </Button>
          {state.link && (
            <Button
              type="button"
              size="xs"
              variant="ghost"
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                setLinking(null);
              }}
            >
              {t("Remove link")}
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}
