import { FormattedValue } from "../controls/FormattedValue";
import type { WidgetModule } from "../types";

/** Record metadata (creator, modifier, their moments, id, summary): read-only in every mode. */
const dossierData: WidgetModule = {
  type: "dossier_data",
  modes: { edit: FormattedValue, show: FormattedValue, list: FormattedValue, search: FormattedValue },
};

export default dossierData;
