import { Button, Group, HStack, Text } from "@chakra-ui/react";
import type { CompiledOption } from "../../../../../engine";
import { useT } from "../../../../i18n/useT";
import { GANTT_MODES, type GanttMode } from "../utils/GanttMode";

export interface GanttToolbarProps {
  mode: GanttMode;
  onMode: (mode: GanttMode) => void;
  /** The options of the project's tags field, each a filter pill. */
  tags: CompiledOption[];
  chosenTags: ReadonlySet<number>;
  onTag: (optionId: number) => void;
  /** The users the loaded tasks are assigned to. */
  resources: { id: number; label: string }[];
  resource: number | null;
  onResource: (userId: number | null) => void;
  allExpanded: boolean;
  onToggleAll: () => void;
}

/** View mode, expand or collapse all, tag pills and resource buttons above the chart. */
export function GanttToolbar(props: GanttToolbarProps) {
  const t = useT();
  return (
    <HStack gap="4" wrap="wrap" align="center">
      <Group attached role="group" aria-label={t("View mode")}>
        {GANTT_MODES.map((mode) => (
          <Button
            key={mode}
            size="xs"
            variant={props.mode === mode ? "solid" : "outline"}
            aria-pressed={props.mode === mode}
            onClick={() => props.onMode(mode)}
          >
            {t(mode)}
          </Button>
        ))}
      </Group>
      <Button size="xs" variant="outline" onClick={props.onToggleAll}>
        {props.allExpanded ? t("Collapse all") : t("Expand all")}
      </Button>
      {props.tags.length > 0 && (
        <HStack gap="1" wrap="wrap" role="group" aria-label={t("Tags")}>
          {props.tags.map((option) => {
            const on = props.chosenTags.has(option.id);
            return (
              <Button
                key={option.id}
                size="2xs"
                rounded="full"
                variant="outline"
                aria-pressed={on}
                borderWidth={on ? "2px" : "1px"}
                borderColor={on ? "fg" : "border"}
                color="#1a202c"
                // The administrator's colour is data, not a theme token.
                style={{ background: option.color }}
                onClick={() => props.onTag(option.id)}
              >
                {option.label}
              </Button>
            );
          })}
        </HStack>
      )}
      {props.resources.length > 0 && (
        <HStack gap="1" wrap="wrap" role="group" aria-label={t("Resources")}>
          <Text as="span" fontSize="sm" color="fg.muted">
            {t("Resources")}
          </Text>
          {props.resources.map((user) => (
            <Button
              key={user.id}
              size="2xs"
              variant={props.resource === user.id ? "solid" : "outline"}
              aria-pressed={props.resource === user.id}
              onClick={() => props.onResource(props.resource === user.id ? null : user.id)}
            >
              {user.label}
            </Button>
          ))}
        </HStack>
      )}
    </HStack>
  );
}
