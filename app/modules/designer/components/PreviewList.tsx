import { useMemo, useState } from "react";
import type { Values, ViewModel } from "../../../../engine";
import { RecordTable } from "../../records/components/RecordTable";
import type { ListSort } from "../../records/state/ListState";
import { nextSort } from "../../records/utils/nextSort";
import { sampleRows } from "../utils/sampleRows";

export interface PreviewListProps {
  /** The compiled list view. */
  model: ViewModel;
  /** The compiled edit view, whose items the sample values belong to. */
  edit: ViewModel | undefined;
  /** The sample values typed so far, by item id. */
  values: Values;
}

const ignore = () => {};

/**
 * The list view as the record list draws it: the list items as columns in rank order, with their labels and
 * sortable headers, over a few sample rows. Sorting only turns the header's arrow; nothing is read.
 */
export function PreviewList({ model, edit, values }: PreviewListProps) {
  const [sort, setSort] = useState<ListSort | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const records = useMemo(() => sampleRows(model, edit, values), [model, edit, values]);
  const columns = useMemo(
    () => model.order.flatMap((id) => (model.items[id] ? [model.items[id]] : [])),
    [model],
  );
  return (
    <RecordTable
      model={model}
      columns={columns}
      records={records}
      labels={undefined}
      selected={selected}
      onSelect={(id, on) =>
        setSelected((before) => {
          const next = new Set(before);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        })
      }
      onSelectAll={(on) => setSelected(new Set(on ? records.map((record) => record.id) : []))}
      sort={sort}
      onSort={(key) => setSort((before) => nextSort(before, key))}
      onClearSort={() => setSort(null)}
      onOpen={ignore}
      onQuickEdit={ignore}
    />
  );
}
