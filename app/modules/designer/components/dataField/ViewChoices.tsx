import { Checkbox, Fieldset, HStack, NativeSelect, Stack } from "@chakra-ui/react";
import { pickTranslation } from "../../../../../engine/translate";
import type { DisplayPosition } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { viewLabel } from "../../utils/viewLabel";
import type { ItemChoice } from "./ItemChoice";

export interface ViewChoicesProps {
  views: string[];
  positions: Omit<DisplayPosition, "display_items">[];
  locale: string;
  chosen: ItemChoice[];
  /** Where a newly ticked view goes. */
  defaultPosition: number | null;
  onChange: (chosen: ItemChoice[]) => void;
}

/** The 'Add display items?' General tab: a check box per view, each with the position its item goes into. */
export function ViewChoices({
  views,
  positions,
  locale,
  chosen,
  defaultPosition,
  onChange,
}: ViewChoicesProps) {
  const t = useT();
  const choiceOf = (view: string) => chosen.find((choice) => choice.view === view);
  const toggle = (view: string, on: boolean) =>
    onChange(
      on
        ? [...chosen, { view, positionId: defaultPosition }]
        : chosen.filter((choice) => choice.view !== view),
    );
  const place = (view: string, positionId: number) =>
    onChange(chosen.map((choice) => (choice.view === view ? { ...choice, positionId } : choice)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{t("Add the field to these views")}</Fieldset.Legend>
      <Stack gap="2">
        {views.map((view) => {
          const choice = choiceOf(view);
          const label = viewLabel(view, t);
          return (
            <HStack key={view} justify="space-between" gap="3">
              <Checkbox.Root
                ids={{ hiddenInput: `add-item-${view}`, label: `add-item-${view}-label` }}
                size="sm"
                checked={choice !== undefined}
                onCheckedChange={(details) => toggle(view, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
              {positions.length > 0 && (
                <NativeSelect.Root size="xs" width="12rem" disabled={!choice}>
                  <NativeSelect.Field
                    aria-label={t("Display position of {view}", { view: label })}
                    value={String(choice?.positionId ?? defaultPosition ?? "")}
                    onChange={(event) => place(view, Number(event.target.value))}
                  >
                    {positions.map((position) => (
                      <option key={position.id} value={position.id}>
                        {pickTranslation(position.translations, locale)?.name_plural ?? position.type}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}
