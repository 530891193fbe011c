import { Center, Stat } from "@chakra-ui/react";
import { activeFormatLocale } from "../../../../../widgets/formatLocale";
import { useT } from "../../../../i18n/useT";
import type { Block } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { BlockState } from "../BlockState";

/** sum_fields: one number, the sum of a field over the block's records, in the interface language's notation. */
export function SumBlock({ block, title }: { block: Block; title: string }) {
  const t = useT();
  const ready = !!block.settings.sum_field;
  const data = useBlockData<{ sum: number | null }>(block, {}, ready);
  if (!ready) return <BlockState state="empty" />;
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  const sum = data.data.results.sum;
  return (
    <Center h="100%">
      <Stat.Root textAlign="center" alignItems="center">
        <Stat.Label srOnly>{title}</Stat.Label>
        <Stat.ValueText fontSize="4xl" data-testid="block-sum">
          {sum === null
            ? t("No items found")
            : new Intl.NumberFormat(activeFormatLocale(), { maximumFractionDigits: 2 }).format(sum)}
        </Stat.ValueText>
      </Stat.Root>
    </Center>
  );
}
