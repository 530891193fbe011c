import { Spinner } from "@chakra-ui/react";
import { Suspense } from "react";
import { useT } from "../../../i18n/useT";
import type { RecordViewProps } from "../RecordViewProps";
import { RECORD_VIEWS, type RecordViewName } from "../recordViews";

export interface RecordViewOutletProps extends RecordViewProps {
  /** A view other than the table. */
  view: Exclude<RecordViewName, "list">;
}

/** A view of the registry, loaded on first use with a spinner meanwhile. */
export function RecordViewOutlet({ view, ...props }: RecordViewOutletProps) {
  const t = useT();
  const View = RECORD_VIEWS[view];
  if (!View) return null;
  return (
    <Suspense fallback={<Spinner role="status" aria-label={t("Loading")} />}>
      <View {...props} />
    </Suspense>
  );
}
