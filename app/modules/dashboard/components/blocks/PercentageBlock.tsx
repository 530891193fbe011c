import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Pie } from "@nivo/pie";
import type { Block } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { BlockState } from "../BlockState";

interface PieData {
  title: string;
  color: string | null;
  totals: number;
  total_dossiers: number;
  percentage: number;
}

const SIZE = 120;

/** list_option_percentage_conditions: per pie, the share of one query's records in another's (or all). */
export function PercentageBlock({ block }: { block: Block }) {
  const ready = (block.settings.pie_charts ?? []).length > 0;
  const data = useBlockData<PieData[]>(block, {}, ready);
  if (!ready) return <BlockState state="empty" />;
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  return (
    <SimpleGrid minChildWidth="140px" gap="3">
      {data.data.results.map((pie, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pies have no id; their place is who they are
        <Stack key={`${pie.title}-${index}`} align="center" gap="1">
          <Box
            position="relative"
            role="img"
            aria-label={`${pie.title}: ${pie.percentage}%`}
            data-chart="pie"
          >
            <Pie
              width={SIZE}
              height={SIZE}
              data={[
                { id: "part", value: pie.totals },
                { id: "rest", value: Math.max(0, pie.total_dossiers - pie.totals) },
              ]}
              colors={[pie.color ?? "#319795", "#E2E8F0"]}
              innerRadius={0.7}
              enableArcLabels={false}
              enableArcLinkLabels={false}
              isInteractive={false}
              animate={false}
            />
            <Text
              position="absolute"
              inset="0"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
            >
              {pie.percentage}%
            </Text>
          </Box>
          <Text fontSize="sm" textAlign="center">
            {pie.title} ({pie.totals}/{pie.total_dossiers})
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
