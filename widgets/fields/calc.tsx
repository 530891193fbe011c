import { FormattedValue } from "../controls/FormattedValue";
import { NumberSearch } from "../controls/NumberSearch";
import type { WidgetModule } from "../types";

/** A formula's result: read-only, kept current by the engine; searched with a range slider when set. */
const calc: WidgetModule = {
  type: "calc",
  modes: { edit: FormattedValue, show: FormattedValue, list: FormattedValue, search: NumberSearch },
};

export default calc;
