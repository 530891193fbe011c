import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { bodyOf } from "../../../api/bodyOf";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { useT } from "../../../i18n/useT";
import { getImport } from "../api/getImport";
import type { ImportState } from "../api/ImportState";
import { importKeys } from "../api/importKeys";
import { startImport } from "../api/startImport";
import { isImportRunning } from "../utils/isImportRunning";
import { ImportErrors } from "./ImportErrors";
import { ImportMapping } from "./ImportMapping";
import { ImportProgress } from "./ImportProgress";
import { ImportUpload } from "./ImportUpload";

/** How often the page asks how far a running dry run or import is. */
const POLL_MS = 500;

/**
 * /import/{id}: a CSV or XLSX file into the entity's records. Upload, map each column to a field (guessed
 * by name), a dry run that lists every row's problems, then the import of all rows at once (or none) with
 * a progress bar; the import is offered once a dry run of this mapping found no problem.
 */
export function ImportPage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/import/$id" });
  const entityId = Number(id);
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [mapping, setMapping] = useState<Record<string, number>>({});
  // The mapping the last clean dry run checked: the import is offered for it alone.
  const [checkedMapping, setCheckedMapping] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const job = useQuery({
    queryKey: importKeys.one(jobId),
    queryFn: () => getImport(jobId as number),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && isImportRunning(query.state.data.status) ? POLL_MS : false,
  });
  const state = job.data;

  const uploaded = (next: ImportState) => {
    queryClient.setQueryData(importKeys.one(next.id), next);
    setJobId(next.id);
    setMapping(next.mapping);
    setCheckedMapping(null);
    setFailure(undefined);
  };
  const start = async (mode: "check" | "run") => {
    if (!state) return;
    setFailure(undefined);
    try {
      const next = await startImport(state.id, mode, mapping);
      queryClient.setQueryData(importKeys.one(state.id), next);
      if (mode === "check") setCheckedMapping(JSON.stringify(mapping));
    } catch (error) {
      setFailure(fieldErrorsOf(error).mapping ?? bodyOf(error).message ?? "Something went wrong");
    }
  };

  const running = state ? isImportRunning(state.status) : false;
  const checkedClean =
    state?.status === "checked" && state.errorCount === 0 && checkedMapping === JSON.stringify(mapping);
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t("Import")}
      </Heading>
      {state?.status !== "imported" && <ImportUpload entityId={entityId} onUploaded={uploaded} />}
      {state && (
        <Stack as="section" gap="3" aria-labelledby="import-mapping">
          <Heading as="h2" size="md" id="import-mapping">
            {t("Map the columns of {file}", { file: state.filename })}
          </Heading>
          <Text>{t("{count} rows", { count: state.rowCount })}</Text>
          <ImportMapping
            state={state}
            mapping={mapping}
            onChange={setMapping}
            disabled={running || state.status === "imported"}
          />
          {state.status !== "imported" && (
            <HStack gap="3">
              <Button variant="outline" onClick={() => void start("check")} disabled={running}>
                {t("Dry run")}
              </Button>
              <Button
                colorPalette="teal"
                onClick={() => void start("run")}
                disabled={running || !checkedClean}
              >
                {t("Import")}
              </Button>
            </HStack>
          )}
          {!running && !checkedClean && state.status !== "imported" && (
            <Text color="fg.muted">
              {t("The import is offered once a dry run of this mapping finds no problems.")}
            </Text>
          )}
          {failure && <Alert status="danger">{t(failure)}</Alert>}
          {running && <ImportProgress state={state} />}
          {state.status === "checked" && state.errorCount === 0 && (
            <Alert status="success">
              {t("No problems found: {count} rows can be imported", { count: state.rowCount })}
            </Alert>
          )}
          {state.status === "failed" && <Alert status="danger">{t("Nothing was imported")}</Alert>}
          {state.status === "imported" && (
            <Stack gap="3">
              <Alert status="success">{t("{count} records imported", { count: state.created })}</Alert>
              <Button asChild variant="outline" alignSelf="start">
                <Link to="/defdossier/$id" params={{ id: String(state.defDossier) }}>
                  {t("Back to overview")}
                </Link>
              </Button>
            </Stack>
          )}
          {!running && <ImportErrors state={state} />}
        </Stack>
      )}
    </Stack>
  );
}
