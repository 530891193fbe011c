import { Field, Fieldset, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { ENTITY_ITEM_SETTINGS } from "./ENTITY_ITEM_SETTINGS";
import type { EntityDraft, ItemSettingKey, ViewSettingKey } from "./EntityDraft";
import type { ItemChoice } from "./ItemChoice";
import { ItemSelect } from "./ItemSelect";
import { ViewSelect } from "./ViewSelect";

export interface EntityViewsTabProps {
  draft: EntityDraft;
  choices: Record<ItemSettingKey, ItemChoice[]>;
  customViews: string[];
  errors: Record<string, string>;
  onChange: (draft: EntityDraft) => void;
}

/** The kanban, calendar, timeline and Gantt settings: the items and custom views those pages use. */
export function EntityViewsTab({ draft, choices, customViews, errors, onChange }: EntityViewsTabProps) {
  const t = useT();
  const labels: Record<ItemSettingKey, string> = {
    kanban_search_field: t("Kanban search field"),
    kanban_list_field: t("Kanban list field"),
    calendar_date_field: t("Calendar date search field"),
    calendar_date_list_field: t("Calendar date list field"),
    calendar_date_list_field_end: t("Calendar end date list field"),
    calendar_edit_start: t("Calendar start date edit field"),
    calendar_edit_end: t("Calendar end date edit field"),
    timeline_field: t("Timeline date field"),
    timeline_desc_field: t("Timeline description field"),
    gantt_task_link: t("Gantt task link"),
    gantt_project_start: t("Project start field"),
    gantt_project_end: t("Project end field"),
    gantt_project_progress: t("Project progress field"),
    gantt_task_start: t("Task start field"),
    gantt_task_end: t("Task end field"),
    gantt_task_progress: t("Task progress field"),
    gantt_tags: t("Task tags field"),
    gantt_task_resource: t("Task resource field"),
  };
  const viewSettings: Partial<Record<keyof typeof ENTITY_ITEM_SETTINGS, ViewSettingKey>> = {
    kanban: "kanban_custom_view",
    calendar: "calendar_custom_view",
    timeline: "timeline_custom_view",
  };
  const titles: Record<keyof typeof ENTITY_ITEM_SETTINGS, string> = {
    kanban: t("Kanban"),
    calendar: t("Calendar"),
    timeline: t("Timeline"),
    gantt: t("Gantt"),
  };
  const setItem = (key: ItemSettingKey, value: number | null) =>
    onChange({ ...draft, items: { ...draft.items, [key]: value } });
  return (
    <Stack gap="6">
      {(Object.keys(ENTITY_ITEM_SETTINGS) as (keyof typeof ENTITY_ITEM_SETTINGS)[]).map((group) => {
        const viewKey = viewSettings[group];
        return (
          <Fieldset.Root key={group}>
            <Fieldset.Legend fontWeight="semibold">{titles[group]}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {group === "calendar" && (
                <Field.Root>
                  <Field.Label>{t("Default calendar view")}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={draft.calendarDefault}
                      onChange={(event) =>
                        onChange({
                          ...draft,
                          calendarDefault: event.target.value as EntityDraft["calendarDefault"],
                        })
                      }
                    >
                      <option value="">{t("None")}</option>
                      <option value="week">{t("Week")}</option>
                      <option value="month">{t("Month")}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              )}
              {ENTITY_ITEM_SETTINGS[group].map((key) => (
                <ItemSelect
                  key={key}
                  label={labels[key]}
                  value={draft.items[key]}
                  choices={choices[key]}
                  error={errors[`settings.${key}`]}
                  onChange={(value) => setItem(key, value)}
                />
              ))}
              {viewKey && (
                <ViewSelect
                  label={t("{view} custom view", { view: titles[group] })}
                  value={draft.views[viewKey]}
                  views={customViews}
                  error={errors[`settings.${viewKey}`]}
                  onChange={(value) => onChange({ ...draft, views: { ...draft.views, [viewKey]: value } })}
                />
              )}
            </SimpleGrid>
          </Fieldset.Root>
        );
      })}
    </Stack>
  );
}
