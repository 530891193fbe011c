import { FormattedValue } from "../controls/FormattedValue";
import { TextSearch } from "../controls/TextSearch";
import type { WidgetModule } from "../types";

/** The running number the server assigns: always read-only (the engine leaves it out of edit views). */
const autoIncrement: WidgetModule = {
  type: "autoIncrement",
  modes: { edit: FormattedValue, show: FormattedValue, list: FormattedValue, search: TextSearch },
};

export default autoIncrement;
