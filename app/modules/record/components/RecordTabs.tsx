import { Tabs, useBreakpointValue } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CompiledPosition } from "../../../../engine";

export interface RecordTabsProps {
  tabs: CompiledPosition[];
  active: number;
  vertical: boolean;
  fallbackLabel: string;
  onSelect: (positionId: number) => void;
  /** What the active tab shows. */
  children: ReactNode;
}

/**
 * The detail page's tabs: horizontal lines, or vertical pills when the entity's detail_layout is vertical
 * (from 768 px: narrower screens keep the pills above the content, so the fields keep their width).
 */
export function RecordTabs({
  tabs,
  active,
  vertical: wanted,
  fallbackLabel,
  onSelect,
  children,
}: RecordTabsProps) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const vertical = wanted && wide;
  return (
    <Tabs.Root
      value={String(active)}
      onValueChange={(event) => onSelect(Number(event.value))}
      orientation={vertical ? "vertical" : "horizontal"}
      variant={wanted ? "subtle" : "line"}
      lazyMount
      unmountOnExit
    >
      {/* Above the fields the tabs wrap onto more lines rather than widen a narrow page (WCAG 1.4.10). */}
      <Tabs.List {...(vertical ? { minW: "12rem" } : { flexWrap: "wrap" })}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={String(tab.id)}>
            {tab.label || fallbackLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={String(tab.id)} flex="1" minW="0">
          {tab.id === active ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
