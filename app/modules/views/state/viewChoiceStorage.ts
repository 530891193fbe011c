import type { RecordViewName } from "../recordViews";

// Under the list states' prefix, so the choice is forgotten with them when the user leaves the record pages.
const keyPrefix = "docket.list.view.";

/** The view a list shows (list, kanban, ...), per list (an entity's page or an embedded link) in session storage. */
export const viewChoiceStorage = {
  read(scope: string): RecordViewName | undefined {
    return (sessionStorage.getItem(`${keyPrefix}${scope}`) as RecordViewName | null) ?? undefined;
  },
  write(scope: string, view: RecordViewName): void {
    sessionStorage.setItem(`${keyPrefix}${scope}`, view);
  },
};
