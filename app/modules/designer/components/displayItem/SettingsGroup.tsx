import { Fieldset, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled group of settings. */
export function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Stack gap="2">{children}</Stack>
    </Fieldset.Root>
  );
}
