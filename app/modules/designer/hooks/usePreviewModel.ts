import { useMemo } from "react";
import { compile, type ViewModel } from "../../../../engine";
import type { Bundle } from "../../../../schemas";
import { draftBundle } from "../utils/draftBundle";
import type { EditorDraft } from "../utils/EditorDraft";
import { previewContext } from "../utils/previewContext";

/**
 * The preview's view model: the saved bundle with the editor's unsaved item in place, compiled by the
 * engine for the chosen view, language and roles, as a user holding those roles would see it.
 */
export function usePreviewModel(
  bundle: Bundle | undefined,
  draft: EditorDraft | undefined,
  view: string,
  locale: string,
  roles: number[],
): ViewModel | undefined {
  const drafted = useMemo(() => (bundle ? draftBundle(bundle, draft) : undefined), [bundle, draft]);
  return useMemo(
    () => (drafted ? compile(previewContext(drafted, locale, roles), view) : undefined),
    [drafted, view, locale, roles],
  );
}
