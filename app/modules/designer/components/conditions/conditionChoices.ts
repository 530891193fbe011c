import { pickTranslation } from "../../../../../engine/translate";
import type { t as translate } from "../../../../../locales";
import type { Bundle } from "../../../../../schemas";
import { viewItems } from "../../utils/viewItems";
import { viewLabel } from "../../utils/viewLabel";
import type { ConditionChoice } from "./ConditionChoice";

const OPTION_TYPES = new Set(["list", "tree"]);

/**
 * The items conditions offer: the edit view's data fields and links, then items of other views the saved
 * conditions already name (a condition acts on the field in every view), those with their view added.
 */
export function conditionChoices(bundle: Bundle, locale: string, t: typeof translate): ConditionChoice[] {
  const named = new Set(
    (bundle.entity.settings?.conditions ?? []).flatMap((condition) => [
      ...condition.rules.fields.map((rule) => rule.field),
      ...condition.actions.flatMap((action) => action.values),
    ]),
  );
  const edit = viewItems(bundle, "edit", locale).filter(
    ({ item }) => item.def_dossier_def_field || item.def_dossier_link,
  );
  const editIds = new Set(edit.map(({ item }) => item.id));
  const others = bundle.positions
    .flatMap((position) => position.display_items)
    .filter((item) => named.has(item.id) && !editIds.has(item.id));
  const choiceOf = (item: (typeof others)[number], suffix: string): ConditionChoice => {
    const field = item.def_dossier_def_field;
    const name =
      pickTranslation(item.translations, locale)?.name ||
      field?.name ||
      item.def_dossier_link?.name ||
      `#${item.id}`;
    const choice: ConditionChoice = { id: item.id, label: suffix ? `${name} (${suffix})` : name };
    if (field && OPTION_TYPES.has(field.def_field.type))
      choice.options = (field.def_field_lists ?? []).map((option) => ({
        value: String(option.id),
        label: pickTranslation(option.translations, locale)?.text ?? String(option.id),
      }));
    return choice;
  };
  return [
    ...edit.map(({ item }) => choiceOf(item, "")),
    ...others.map((item) => choiceOf(item, viewLabel(item.view, t))),
  ];
}
