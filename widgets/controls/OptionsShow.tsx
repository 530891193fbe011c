import { VisuallyHidden, Wrap } from "@chakra-ui/react";
import { Fragment } from "react";
import type { CompiledItem } from "../../engine";
import { idsOf } from "../../engine";
import { OptionBadge } from "./OptionBadge";

/**
 * Chosen options as coloured badges. The separators are there for the text too, so the text reads exactly
 * as the engine formats the value (", " between labels); options the user may not see are left out.
 */
export function OptionsShow({ id, item, value }: { id: string; item: CompiledItem; value: unknown }) {
  const byId = new Map(item.options.map((option) => [option.id, option]));
  const chosen = idsOf(value).flatMap((optionId) => byId.get(optionId) ?? []);
  return (
    <Wrap as="span" id={id} gap="1" display="inline-flex">
      {chosen.map((option, index) => (
        <Fragment key={option.id}>
          {index > 0 && <VisuallyHidden>, </VisuallyHidden>}
          <OptionBadge option={option} />
        </Fragment>
      ))}
    </Wrap>
  );
}
