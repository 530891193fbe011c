import { Button, HStack, Spinner } from "@chakra-ui/react";
import { useMemo } from "react";
import type { ViewModel } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import type { WidgetServices } from "../../../../widgets/services";
import { useT } from "../../../i18n/useT";
import type { RecordDetail } from "../api/RecordDetail";
import { valuesForModel } from "../utils/valuesForModel";

export interface RecordShowProps {
  record: RecordDetail;
  model: ViewModel;
  positionIds: number[];
  services: WidgetServices;
  /** While the per-record edit credential is checked, a spinner shows. */
  checking: boolean;
  canEdit: boolean;
  onEdit: () => void;
}

/** The detail page in show mode: the show view's items of the chosen positions, and Edit when allowed. */
export function RecordShow({
  record,
  model,
  positionIds,
  services,
  checking,
  canEdit,
  onEdit,
}: RecordShowProps) {
  const t = useT();
  const values = useMemo(() => valuesForModel(model, record), [model, record]);
  return (
    <>
      <DocketForm
        key={`${record.id}-${JSON.stringify(values)}`}
        model={model}
        values={values}
        positionIds={positionIds}
        services={services}
      />
      <HStack gap="2" mt="2">
        {checking ? (
          <Spinner size="sm" aria-label={t("Loading")} />
        ) : (
          canEdit && (
            <Button colorPalette="teal" onClick={onEdit}>
              {t("Edit")}
            </Button>
          )
        )}
      </HStack>
    </>
  );
}
