import type { CompiledItem, CompiledOption } from "../../engine";
import { idsOf } from "../../engine";
import { OptionChoice } from "../controls/OptionChoice";
import { OptionsSearch } from "../controls/OptionsSearch";
import { OptionsShow } from "../controls/OptionsShow";
import { t } from "../i18n";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** Options in tree order (each parent before its children), with each option's depth. */
export function treeOrder(options: readonly CompiledOption[]): {
  ordered: CompiledOption[];
  depth: Map<number, number>;
} {
  const ids = new Set(options.map((option) => option.id));
  const children = new Map<number | null, CompiledOption[]>();
  for (const option of options) {
    // An option whose parent the user cannot see hangs at the top.
    const parent = option.parent !== null && ids.has(option.parent) ? option.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), option]);
  }
  const ordered: CompiledOption[] = [];
  const depth = new Map<number, number>();
  const visit = (parent: number | null, level: number) => {
    for (const option of children.get(parent) ?? []) {
      if (depth.has(option.id)) continue;
      depth.set(option.id, level);
      ordered.push(option);
      visit(option.id, level + 1);
    }
  };
  visit(null, 0);
  return { ordered, depth };
}

function useTree(item: CompiledItem) {
  const { ordered, depth } = treeOrder(item.options);
  return { ordered, depthOf: (option: CompiledOption) => depth.get(option.id) ?? 0 };
}

function TreeEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const { ordered, depthOf } = useTree(item);
  return (
    <OptionChoice
      id={id}
      options={ordered}
      selected={idsOf(value)}
      multiple={item.multiple}
      asBoxes
      horizontal={false}
      depthOf={depthOf}
      rawErrors={rawErrors}
      required={required}
      emptyLabel={t("Choose")}
      label={item.label}
      onChange={onChange}
    />
  );
}

function TreeShow({ id, item, value }: FieldWidgetProps) {
  return <OptionsShow id={id} item={item} value={value} />;
}

function TreeSearch(props: FieldWidgetProps) {
  const { depthOf } = useTree(props.item);
  return <OptionsSearch {...props} depthOf={depthOf} />;
}

/** Options arranged under parents, chosen with indented check boxes. */
const tree: WidgetModule = {
  type: "tree",
  modes: { edit: TreeEdit, show: TreeShow, list: TreeShow, search: TreeSearch },
};

export default tree;
