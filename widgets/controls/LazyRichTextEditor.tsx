import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { loadSanitizer } from "../html/sanitizeHtml";
import type { RichTextEditorProps } from "./RichTextEditor";

// The editor (TipTap and ProseMirror, the largest part of a form's code) loads with the first rich text item
// edited: most forms have none, and an embedded form should not carry it for nothing. It sanitises what it
// reads and writes, so the sanitiser comes with it.
const RichTextEditor = lazy(() =>
  Promise.all([import("./RichTextEditor"), loadSanitizer()]).then(([module]) => ({
    default: module.RichTextEditor,
  })),
);

/** The rich text editor, loaded on first use, with a frame of its size until then. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Box data-editor-loading="" h="richText" borderWidth="1px" borderRadius="l2" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
