import { Box, Heading } from "@chakra-ui/react";
import { useMemo } from "react";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import type { WidgetServices } from "../../../../widgets/services";
import { useViewModel } from "../../records/hooks/useViewModel";
import type { RecordDetail } from "../api/RecordDetail";
import { valuesForModel } from "../utils/valuesForModel";

export interface RecordSidebarProps {
  record: RecordDetail;
  /** The view the entity's layout_sidebar names. */
  view: string;
  title: string;
  services: WidgetServices;
}

/** The detail page's read-only sidebar: the items of the view the entity's layout_sidebar setting names. */
export function RecordSidebar({ record, view, title, services }: RecordSidebarProps) {
  const { model } = useViewModel(record.def_dossier_id, view);
  const values = useMemo(() => (model ? valuesForModel(model, record) : {}), [model, record]);
  if (!model || model.order.length === 0) return null;
  return (
    <Box
      as="aside"
      aria-label={title}
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      p="4"
      overflowWrap="anywhere"
    >
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      <DocketForm key={JSON.stringify(values)} model={model} values={values} services={services} />
    </Box>
  );
}
