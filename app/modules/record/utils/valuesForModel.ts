import type { Values, ViewModel } from "../../../../engine";
import { recordValuesFor } from "../../../../widgets/embed/recordValues";
import type { RecordDetail } from "../api/RecordDetail";

/**
 * A record's values as one view's values (the package's recordValuesFor, which embedded forms use too):
 * fields outside the view stay under their keys, so conditions that read them still can.
 */
export function valuesForModel(model: ViewModel, record: RecordDetail): Values {
  return recordValuesFor(model, record);
}
