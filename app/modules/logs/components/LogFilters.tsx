import { Button, Field, Input, Link, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { Picker } from "../../../../widgets/controls/Picker";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { searchMembers } from "../../messages/api/searchMembers";
import { memberOption } from "../../messages/utils/memberOption";
import { entityName } from "../../shell/utils/entityName";
import { getUser } from "../../user/api/getUser";
import { displayName } from "../../user/utils/displayName";
import { logKeys } from "../api/logKeys";
import type { LogFilterValues } from "../utils/LogFilterValues";

/** How many members the user filter offers per search. */
const USER_LIMIT = 25;

export interface LogFiltersProps {
  /** Tells the fields' ids apart when two filter bars could share a page. */
  idPrefix: string;
  environmentId: number;
  /** The types to choose from: value and (untranslated) label. */
  types: readonly (readonly [string, string])[];
  value: LogFilterValues;
  onChange: (value: LogFilterValues) => void;
  /** The CSV file of what the filters find. */
  exportUrl: string;
}

/** The filters of a log page (user, type, entity, days) and the link to its CSV file. */
export function LogFilters({ idPrefix, environmentId, types, value, onChange, exportUrl }: LogFiltersProps) {
  const t = useT();
  const environment = useCurrentEnvironment();
  const locale = useContentLocale();
  const search = useCallback(
    async (query: string) => (await searchMembers(environmentId, query, USER_LIMIT)).map(memberOption),
    [environmentId],
  );
  // The chosen user's name when the filter came with the address (?user=), before any search named them.
  const chosenUser = useQuery({
    queryKey: logKeys.filterUser(value.user, environmentId),
    queryFn: () => getUser(value.user as number, environmentId),
    enabled: value.user !== undefined,
  });
  const set = (changes: LogFilterValues) => {
    const next: LogFilterValues = { ...value, ...changes };
    for (const key of Object.keys(next) as (keyof LogFilterValues)[]) {
      if (next[key] === undefined || next[key] === "") delete next[key];
    }
    onChange(next);
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const entities = (environment.data?.defdossiers ?? []).filter((entity) => entity.type !== "hidden");
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label htmlFor={id("user")}>{t("User")}</Field.Label>
          <Picker
            id={id("user")}
            selected={value.user !== undefined ? [value.user] : []}
            labelOf={(userId) =>
              chosenUser.data?.id === userId ? displayName(chosenUser.data) : `#${userId}`
            }
            search={search}
            multiple={false}
            delay={300}
            onChange={(ids) => set({ user: ids[0] })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={id("type")}>{t("Type")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={id("type")}
              value={value.type ?? ""}
              onChange={(event) => set({ type: event.target.value })}
            >
              <option value="">{t("All types")}</option>
              {types.map(([type, label]) => (
                <option key={type} value={type}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={id("entity")}>{t("Entity")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={id("entity")}
              value={value.entity !== undefined ? String(value.entity) : ""}
              onChange={(event) =>
                set({ entity: event.target.value ? Number(event.target.value) : undefined })
              }
            >
              <option value="">{t("All entities")}</option>
              {entities.map((entity) => (
                <option key={entity.id} value={entity.id}>
                  {entityName(entity, locale)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={id("from")}>{t("From")}</Field.Label>
          <Input
            id={id("from")}
            type="date"
            value={value.from ?? ""}
            max={value.to}
            onChange={(event) => set({ from: event.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={id("to")}>{t("To")}</Field.Label>
          <Input
            id={id("to")}
            type="date"
            value={value.to ?? ""}
            min={value.from}
            onChange={(event) => set({ to: event.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      <Stack direction="row" gap="2">
        <Button asChild size="sm" variant="outline">
          <Link href={exportUrl} download>
            {t("Export to CSV")}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange({})}
          disabled={Object.keys(value).length === 0}
        >
          {t("Clear")}
        </Button>
      </Stack>
    </Stack>
  );
}
