import { Button, HStack, Menu, NativeSelect, Portal, Switch } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import { REFRESH_MINUTES } from "../utils/gridLayout";

export interface DashboardToolbarProps {
  admin: boolean;
  dragging: boolean;
  onDragging: (on: boolean) => void;
  defaultView: boolean;
  onDefaultView: (on: boolean) => void;
  presenting: boolean;
  onPresenting: (on: boolean) => void;
  refreshMinutes: number;
  onRefreshMinutes: (minutes: number) => void;
  hidden: { id: number; title: string }[];
  onRestore: (id: number) => void;
  onAdd: () => void;
}

/** The dashboard's controls: drag and resize, the view (admins), hidden blocks, presentation, refresh, add. */
export function DashboardToolbar(props: DashboardToolbarProps) {
  const t = useT();
  return (
    <HStack gap="4" wrap="wrap" justify="flex-end">
      <Switch.Root
        checked={props.dragging}
        onCheckedChange={(event) => props.onDragging(event.checked)}
        size="sm"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t("Drag and resize")}</Switch.Label>
      </Switch.Root>
      {props.admin && (
        <Switch.Root
          checked={props.defaultView}
          onCheckedChange={(event) => props.onDefaultView(event.checked)}
          size="sm"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t("Default view")}</Switch.Label>
        </Switch.Root>
      )}
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t("Refresh interval")}
          value={String(props.refreshMinutes)}
          onChange={(event) => props.onRefreshMinutes(Number(event.target.value))}
        >
          {REFRESH_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t("Every {count} minutes", { count: minutes })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.hidden.length > 0 && (
        <Menu.Root onSelect={(details) => props.onRestore(Number(details.value))}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline">
              {t("Hidden blocks")} ({props.hidden.length})
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {props.hidden.map((block) => (
                  <Menu.Item
                    key={block.id}
                    value={String(block.id)}
                    onSelect={() => props.onRestore(block.id)}
                  >
                    {t("Restore {name}", { name: block.title })}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <Button size="sm" variant="outline" onClick={() => props.onPresenting(!props.presenting)}>
        {props.presenting ? t("Exit presentation mode") : t("Presentation mode")}
      </Button>
      {props.admin && (
        <Button size="sm" colorPalette="teal" onClick={props.onAdd}>
          {t("Add block")}
        </Button>
      )}
    </HStack>
  );
}
