/**
 * @docket/form: Docket's dossier form as React components. Render them inside DocketProvider (Chakra's
 * system and the message catalogs), or an app's own ChakraProvider composed with docketConfig.
 */
export type { PathValues, Values, ViewModel } from "../../engine";
export type { Bundle } from "../../schemas/bundle";
export { createFormStore } from "../form/DocketForm";
export type { WidgetServices } from "../services";
export { docketConfig } from "../theme/system";
export { WidgetsProvider as DocketProvider } from "../theme/WidgetsProvider";
export {
  DossierForm,
  type DossierFormProps,
  type DossierSource,
  DossierView,
  type DossierViewProps,
  useDossierModel,
} from "./DossierForm";
export { compileDossier, type DossierContext, type DossierMode, viewOfMode } from "./dossierModel";
export { type RecordContent, recordValuesFor } from "./recordValues";
