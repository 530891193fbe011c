import { Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../api/apiClient";
import { useT } from "../../../../i18n/useT";
import { fieldKeys } from "../../api/fieldKeys";
import { ChoiceSetting } from "./ChoiceSetting";

/** Something of the environment a setting names (a template, report, event, block, view, link). */
export interface Listed {
  id: number;
  uuid?: string;
  name?: string | null;
  viewName?: string;
  title?: string | null;
}

export interface ApiChoiceSettingProps {
  label: string;
  /** The list under /api and its filters, such as /kedocx with defDossier. */
  url: string;
  query: Record<string, string | number>;
  value: string | number | null | undefined;
  /** What the setting stores of a listed thing (default its id). */
  storedAs?: (listed: Listed) => string;
  /** Shown (translated) when the list is empty, such as "No reports found". */
  emptyText?: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

const nameOf = (listed: Listed) => listed.name ?? listed.viewName ?? listed.title ?? `#${listed.id}`;

/** A setting chosen from a list the API answers; 'Could not load data' when it fails. */
export function ApiChoiceSetting(props: ApiChoiceSettingProps) {
  const t = useT();
  const storedAs = props.storedAs ?? ((listed: Listed) => String(listed.id));
  const list = useQuery({
    queryKey: fieldKeys.settingChoices(props.url, props.query),
    queryFn: () =>
      api<{ results: Listed[] }>(props.url, { query: props.query }).then((answer) => answer.results),
    staleTime: 60_000,
    retry: false,
  });
  const found = list.data ?? [];
  return (
    <>
      <ChoiceSetting
        label={props.label}
        value={props.value}
        choices={found.map((listed) => ({ value: storedAs(listed), label: nameOf(listed) }))}
        error={props.error}
        onChange={props.onChange}
      />
      {list.isError && (
        <Text color="fg.error" fontSize="sm">
          {t("Could not load data")}
        </Text>
      )}
      {list.isSuccess && found.length === 0 && props.emptyText && (
        <Text color="fg.muted" fontSize="sm">
          {props.emptyText}
        </Text>
      )}
    </>
  );
}
