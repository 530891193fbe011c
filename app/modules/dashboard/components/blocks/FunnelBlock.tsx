import { Box } from "@chakra-ui/react";
import { Funnel } from "@nivo/funnel";
import { useRef } from "react";
import type { Block, ChartRow } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { useElementSize } from "../../hooks/useElementSize";
import { schemeOf } from "../../utils/chartData";
import { BlockState } from "../BlockState";

/** funnel: the records per list option (the stages, in option order) as a funnel. */
export function FunnelBlock({ block, title }: { block: Block; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(box);
  const ready = !!block.settings.count_list_field && block.defDossier !== null;
  const data = useBlockData<ChartRow[]>(block, {}, ready);
  if (!ready) return <BlockState state="empty" />;
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  const stages = data.data.results.filter((row) => row.total_items > 0);
  if (stages.length === 0) return <BlockState state="empty" />;
  return (
    <Box ref={box} h="100%" minH="120px" role="img" aria-label={title} data-chart="funnel">
      <Funnel
        width={width}
        height={Math.max(120, height)}
        data={stages.map((row) => ({
          id: String(row.def_field_list_id),
          label: row.summary,
          value: row.total_items,
        }))}
        colors={{ scheme: schemeOf(block.settings.scheme) }}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        shapeBlending={0.6}
        spacing={2}
        animate={false}
      />
    </Box>
  );
}
