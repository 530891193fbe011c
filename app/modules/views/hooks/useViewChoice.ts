import { useCallback, useState } from "react";
import type { RecordViewName } from "../recordViews";
import { viewChoiceStorage } from "../state/viewChoiceStorage";

/**
 * The view a list shows among those it offers: the saved choice when still offered, else the first; the
 * choice is kept in session storage like the list state.
 */
export function useViewChoice(scope: string, views: readonly RecordViewName[]) {
  const [saved, setSaved] = useState(() => viewChoiceStorage.read(scope));
  const chosen = saved && views.includes(saved) ? saved : (views[0] ?? "list");
  const choose = useCallback(
    (view: RecordViewName) => {
      viewChoiceStorage.write(scope, view);
      setSaved(view);
    },
    [scope],
  );
  return [chosen, choose] as const;
}
