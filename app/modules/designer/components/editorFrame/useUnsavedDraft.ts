import { useState } from "react";
import { sameValue } from "./sameValue";

/**
 * Whether an editor's draft differs from where it started: the loaded item's draft, or the empty draft of a
 * new one (the draft it was first given). `markSaved` makes a saved draft the new start, so the editor is
 * clean again and closes without asking.
 */
export function useUnsavedDraft<Draft>(draft: Draft): { dirty: boolean; markSaved: (saved: Draft) => void } {
  const [start, setStart] = useState(draft);
  return { dirty: !sameValue(start, draft), markSaved: (saved) => setStart(() => saved) };
}
