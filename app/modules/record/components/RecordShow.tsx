import { useMemo } from "react";
import type { PathValues, ViewModel } from "../../../../engine";
import { DossierView } from "../../../../widgets/embed/DossierForm";
import type { WidgetServices } from "../../../../widgets/services";
import type { RecordDetail } from "../api/RecordDetail";
import { valuesForModel } from "../utils/valuesForModel";

export interface RecordShowProps {
  record: RecordDetail;
  model: ViewModel;
  positionIds: number[];
  services: WidgetServices;
  /** Values at the display rules' paths. */
  paths?: PathValues;
}

/** The detail page in show mode: the show view's items of the chosen positions, read-only. */
export function RecordShow({ record, model, positionIds, services, paths }: RecordShowProps) {
  const values = useMemo(() => valuesForModel(model, record), [model, record]);
  return (
    <DossierView
      key={JSON.stringify(values)}
      model={model}
      values={values}
      positionIds={positionIds}
      services={services}
      {...(paths ? { paths } : {})}
    />
  );
}
