import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { DashboardBlockSettings, DataField, Link } from "../../../../../schemas";
import {
  CHART_FORMATS,
  CHART_LAYOUTS,
  DATE_FORMATS,
  GROUP_FORMATS,
  LEGEND_DIRECTIONS,
  PERIODS,
  TABLE_LAYOUTS,
} from "../../../../../schemas/names";
import { useT } from "../../../../i18n/useT";
import { listEntityCustomViews } from "../../../designer/api/listEntityCustomViews";
import { listEntityDataFields } from "../../../designer/api/listEntityDataFields";
import { listEntityLinks } from "../../../designer/api/listEntityLinks";
import { blockModalKeys } from "../../api/blockModalKeys";
import type { BlockDraft } from "../../utils/blockDraft";
import { type Choice, FlagField, InputField, numberOf, SelectField } from "./FormControls";

const fieldsOfType = (fields: readonly DataField[], types: readonly string[]): Choice[] =>
  fields.filter((f) => types.includes(f.def_field.type)).map((f) => ({ value: f.id, label: f.name }));
const literalChoices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));

interface Props {
  draft: BlockDraft;
  queries: Choice[];
  errors: Record<string, string>;
  onSettings: (settings: Partial<DashboardBlockSettings>) => void;
}

/** The settings of the chart types: format, grouping, layout, labels, grid and legend. */
function ChartSettings({
  settings,
  onSettings,
}: {
  settings: DashboardBlockSettings;
  onSettings: Props["onSettings"];
}) {
  const t = useT();
  const pick = (value: string | null) => (value ?? undefined) as never;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <SelectField
        label={t("Chart format")}
        value={settings.chart_format}
        choices={literalChoices(CHART_FORMATS)}
        onChange={(v) => onSettings({ chart_format: pick(v) })}
      />
      <SelectField
        label={t("Group format")}
        value={settings.group_format}
        choices={literalChoices(GROUP_FORMATS)}
        onChange={(v) => onSettings({ group_format: pick(v) })}
      />
      <SelectField
        label={t("Chart layout")}
        value={settings.chart_layout}
        choices={literalChoices(CHART_LAYOUTS)}
        onChange={(v) => onSettings({ chart_layout: pick(v) })}
      />
      <SelectField
        label={t("Table layout")}
        value={settings.table_layout}
        choices={literalChoices(TABLE_LAYOUTS)}
        onChange={(v) => onSettings({ table_layout: pick(v) })}
      />
      <SelectField
        label={t("Legend direction")}
        value={settings.legend_direction}
        choices={literalChoices(LEGEND_DIRECTIONS)}
        onChange={(v) => onSettings({ legend_direction: pick(v) })}
      />
      <Stack gap="2">
        <FlagField
          label={t("Show labels")}
          value={settings.enable_labels}
          onChange={(flag) => onSettings({ enable_labels: flag })}
        />
        <FlagField
          label={t("Show grid")}
          value={settings.enable_grid}
          onChange={(flag) => onSettings({ enable_grid: flag })}
        />
        <FlagField
          label={t("Reverse axis")}
          value={settings.reverse_axis}
          onChange={(flag) => onSettings({ reverse_axis: flag })}
        />
        <FlagField
          label={t("Scroll vertically")}
          value={settings.show_y_scroll}
          onChange={(flag) => onSettings({ show_y_scroll: flag })}
        />
      </Stack>
    </SimpleGrid>
  );
}

/** The "Block type specific" tab: what each type of block needs to know. */
export function BlockTypeSettings({ draft, queries, errors, onSettings }: Props) {
  const t = useT();
  const settings = draft.settings;
  const entity = draft.defDossier;
  const fields = useQuery({
    queryKey: blockModalKeys.fields(entity),
    queryFn: () => listEntityDataFields(entity as number),
    enabled: entity !== null,
  });
  const links = useQuery({
    queryKey: blockModalKeys.links(entity),
    queryFn: () => listEntityLinks(entity as number),
    enabled: entity !== null && draft.type === "count_link_options",
  });
  const views = useQuery({
    queryKey: blockModalKeys.views(entity),
    queryFn: () => listEntityCustomViews(entity as number),
    enabled: entity !== null && draft.type === "dashboard",
  });
  const target = (links.data ?? []).find(
    (l: Link) => l.id === settings.origin_link_field,
  )?.child_def_dossier_id;
  const targetFields = useQuery({
    queryKey: blockModalKeys.fields(target),
    queryFn: () => listEntityDataFields(target as number),
    enabled: target !== undefined,
  });
  const all = fields.data ?? [];
  const lists = fieldsOfType(all, ["list", "tree", "user"]);
  const dates = fieldsOfType(all, ["date", "systemdate"]);
  const id = (value: string | null) => numberOf(value) ?? null;

  switch (draft.type) {
    case "count_list_options":
    case "funnel":
      return (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField
              label={t("Count list field")}
              required
              value={settings.count_list_field}
              choices={lists}
              error={errors["settings.count_list_field"]}
              onChange={(v) => onSettings({ count_list_field: id(v) })}
            />
            {draft.type === "count_list_options" && (
              <>
                <SelectField
                  label={t("Date field")}
                  value={settings.date_field}
                  choices={dates}
                  onChange={(v) => onSettings({ date_field: id(v) })}
                />
                <SelectField
                  label={t("Date format")}
                  value={settings.date_format}
                  choices={literalChoices(DATE_FORMATS)}
                  onChange={(v) => onSettings({ date_format: (v ?? undefined) as never })}
                />
                <FlagField
                  label={t("Use the creation date")}
                  value={settings.use_creation_date}
                  onChange={(flag) => onSettings({ use_creation_date: flag })}
                />
              </>
            )}
          </SimpleGrid>
          {draft.type === "count_list_options" && (
            <ChartSettings settings={settings} onSettings={onSettings} />
          )}
        </Stack>
      );
    case "count_link_options":
      return (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField
              label={t("Link")}
              value={settings.origin_link_field}
              choices={(links.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
              onChange={(v) => onSettings({ origin_link_field: id(v), count_link_field: null })}
            />
            <SelectField
              label={t("Count link field")}
              required
              value={settings.count_link_field}
              choices={fieldsOfType(targetFields.data ?? [], ["list", "tree", "user"])}
              error={errors["settings.count_link_field"]}
              onChange={(v) => onSettings({ count_link_field: id(v) })}
            />
          </SimpleGrid>
          <ChartSettings settings={settings} onSettings={onSettings} />
        </Stack>
      );
    case "date_statistics":
      return (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField
              label={t("Date field")}
              value={settings.date_field}
              choices={dates}
              onChange={(v) => onSettings({ date_field: id(v) })}
            />
            <SelectField
              label={t("List field")}
              value={settings.list_field}
              choices={lists}
              onChange={(v) => onSettings({ list_field: id(v) })}
            />
            <SelectField
              label={t("Period")}
              required
              value={settings.period}
              choices={PERIODS.map((p) => ({
                value: p,
                label: t(p === "week" ? "Week" : p === "month" ? "Month" : "Year"),
              }))}
              error={errors["settings.period"]}
              onChange={(v) => onSettings({ period: (v ?? undefined) as never })}
            />
          </SimpleGrid>
          <ChartSettings settings={settings} onSettings={onSettings} />
        </Stack>
      );
    case "sum_fields":
      return (
        <SelectField
          label={t("Sum field")}
          value={settings.sum_field}
          choices={fieldsOfType(all, ["amount", "calc", "autoIncrement"])}
          onChange={(v) => onSettings({ sum_field: id(v) })}
        />
      );
    case "geomap":
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField
            label={t("Location")}
            value={settings.templateOptions?.location}
            choices={fieldsOfType(all, ["geolocation"])}
            onChange={(v) =>
              onSettings({ templateOptions: { ...settings.templateOptions, location: id(v) } })
            }
          />
          <SelectField
            label={t("Title")}
            value={settings.templateOptions?.title}
            choices={all.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(v) => onSettings({ templateOptions: { ...settings.templateOptions, title: id(v) } })}
          />
        </SimpleGrid>
      );
    case "dashboard": {
      const tabs = settings.tab_queries ?? [];
      const setTab = (index: number, change: { query?: number | null; title?: string }) =>
        onSettings({ tab_queries: tabs.map((tab, i) => (i === index ? { ...tab, ...change } : tab)) });
      const fieldChoices = all.map((f) => ({ value: f.id, label: f.name }));
      const optionLabels = {
        title: t("Title"),
        description: t("Description"),
        date: t("Date"),
        end: t("End"),
        picture: t("Picture"),
      };
      const option = (name: keyof typeof optionLabels) => (
        <SelectField
          label={optionLabels[name]}
          value={settings.templateOptions?.[name]}
          choices={fieldChoices}
          onChange={(v) => onSettings({ templateOptions: { ...settings.templateOptions, [name]: id(v) } })}
        />
      );
      return (
        <Stack gap="3">
          <HStack gap="4">
            <FlagField
              label={t("Show add button")}
              value={settings.show_add}
              onChange={(flag) => onSettings({ show_add: flag })}
            />
            <FlagField
              label={t("Edit in the list")}
              value={settings.inline_edit}
              onChange={(flag) => onSettings({ inline_edit: flag })}
            />
            <FlagField
              label={t("Carousel")}
              value={settings.carousel}
              onChange={(flag) => onSettings({ carousel: flag })}
            />
          </HStack>
          <SelectField
            label={t("View")}
            value={settings.view_name}
            choices={(views.data ?? []).map((view) => ({ value: view.viewName, label: view.viewName }))}
            onChange={(v) => onSettings({ view_name: v })}
          />
          <Text fontWeight="semibold">{t("Tabs")}</Text>
          {tabs.map((tab, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs and pies have no id; their place is who they are
            <SimpleGrid key={`tab-${index}`} columns={{ base: 1, md: 3 }} gap="2" alignItems="end">
              <SelectField
                label={t("Query")}
                value={tab.query ?? null}
                choices={queries}
                onChange={(v) => setTab(index, { query: id(v) })}
              />
              <InputField
                label={t("Title")}
                value={tab.title}
                onChange={(v) => setTab(index, { title: v })}
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onSettings({ tab_queries: tabs.filter((_, i) => i !== index) })}
              >
                {t("Delete")}
              </Button>
            </SimpleGrid>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => onSettings({ tab_queries: [...tabs, { query: null, title: "" }] })}
          >
            {t("Add tab")}
          </Button>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {option("title")}
            {option("description")}
            {option("date")}
            {option("end")}
            {option("picture")}
          </SimpleGrid>
        </Stack>
      );
    }
    case "list_option_percentage_conditions": {
      const pies = settings.pie_charts ?? [];
      const setPie = (index: number, change: Partial<(typeof pies)[number]>) =>
        onSettings({ pie_charts: pies.map((pie, i) => (i === index ? { ...pie, ...change } : pie)) });
      return (
        <Stack gap="3">
          {pies.map((pie, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs and pies have no id; their place is who they are
            <SimpleGrid key={`pie-${index}`} columns={{ base: 1, md: 5 }} gap="2" alignItems="end">
              <InputField
                label={t("Title")}
                value={pie.title}
                onChange={(v) => setPie(index, { title: v })}
              />
              <SelectField
                label={t("Query")}
                value={pie.dossier_query}
                choices={queries}
                onChange={(v) => setPie(index, { dossier_query: id(v) })}
              />
              <SelectField
                label={t("Total query")}
                value={pie.total_query}
                choices={queries}
                onChange={(v) => setPie(index, { total_query: id(v) })}
              />
              <InputField
                label={t("Color")}
                type="color"
                value={pie.color ?? "#319795"}
                onChange={(v) => setPie(index, { color: v })}
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onSettings({ pie_charts: pies.filter((_, i) => i !== index) })}
              >
                {t("Delete")}
              </Button>
            </SimpleGrid>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => onSettings({ pie_charts: [...pies, { dossier_query: null, title: "" }] })}
          >
            {t("Add chart")}
          </Button>
        </Stack>
      );
    }
    default:
      return <Text color="fg.muted">{t("This block type has no settings of its own.")}</Text>;
  }
}
