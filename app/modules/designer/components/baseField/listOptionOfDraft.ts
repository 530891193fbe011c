import type { ListOption } from "../../../../../schemas";
import type { ListOptionDraft } from "./ListOptionDraft";
import { listOptionBody } from "./listOptionBody";

/** The option as the preview should draw it while it is being edited; a new one gets a temporary id. */
export function listOptionOfDraft(
  draft: ListOptionDraft,
  scope: { optionId: number | undefined; baseFieldId: number; environmentId: number },
): ListOption {
  const { defField: _, ...body } = listOptionBody(draft, scope);
  return { ...body, id: scope.optionId ?? -1 };
}
