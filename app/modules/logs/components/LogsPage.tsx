import { Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { type EnvironmentLogEntry, listEnvironmentLog } from "../api/listEnvironmentLog";
import { logKeys } from "../api/logKeys";
import { logTypeLabels } from "../utils/logTypeLabels";
import { LogTable } from "./LogTable";

export const LOG_ENTRIES_PER_PAGE = 25;

/** The change log's types, as the record's change log names them. */
export const CHANGE_LOG_TYPES = Object.entries(logTypeLabels);

const shown = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

/** What an entry changed, one "item: old → new" per value; values hidden from the caller never come. */
function Changes({ entry }: { entry: EnvironmentLogEntry }) {
  return (
    <Stack gap="0.5">
      {(entry.changes ?? []).map((change, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the changes of one entry never move
        <Text key={index} textStyle="sm">
          <Text as="span" fontWeight="semibold">
            {shown(change.defDisplayItemName)}
          </Text>
          : {shown(change.oldValue)} → {shown(change.newValue)}
        </Text>
      ))}
    </Stack>
  );
}

/** /logs: the environment's change log, filtered by user, type, entity and days, paged, as a CSV file. */
export function LogsPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Logs")}>
      {(environmentId) => <EnvironmentLog environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function EnvironmentLog({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  return (
    <LogTable
      idPrefix="logs"
      environmentId={environmentId}
      types={CHANGE_LOG_TYPES}
      exportPath="/dossierlog/export.csv"
      queryKey={(filters, page) => logKeys.environmentLog(environmentId, filters, page, locale)}
      fetchPage={(filters, page) =>
        listEnvironmentLog(environmentId, filters, { page, limit: LOG_ENTRIES_PER_PAGE, locale })
      }
      label={t("Change log")}
      lastColumn={t("Changes")}
      lastCell={(entry) => <Changes entry={entry} />}
    />
  );
}
