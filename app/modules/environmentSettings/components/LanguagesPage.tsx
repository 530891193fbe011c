import { Button, HStack, NativeSelect, Spinner, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { generalFailureOf } from "../../../api/formErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Pager } from "../../../components/Pager";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { toaster } from "../../../components/toaster";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { listLocales } from "../../environment/api/listLocales";
import { LoadFailure } from "../../user/components/LoadFailure";
import { environmentSettingsKeys } from "../api/environmentSettingsKeys";
import {
  addEnvironmentLocale,
  type EnvironmentLocale,
  listEnvironmentLocales,
  removeEnvironmentLocale,
} from "../api/localeCalls";
import { pageOf } from "../utils/pageOf";
import { SettingsFrame } from "./SettingsFrame";

/** /languages: the environment's locales, added and removed (kedo.locale). */
export function LanguagesPage() {
  return (
    <SettingsFrame title="Languages" credential="kedo.locale">
      {(environment) => <EnvironmentLanguages key={environment.id} environmentId={environment.id} />}
    </SettingsFrame>
  );
}

/** A failed change's message: the server's reason for a 400 (such as the last language), else a general one. */
function failureMessage(failure: unknown): string {
  const reason = Object.values(fieldErrorsOf(failure))[0];
  if (statusOf(failure) === 400 && reason) return reason;
  return generalFailureOf(failure);
}

function EnvironmentLanguages({ environmentId }: { environmentId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { search, page, setPage, searchFor } = useSearchedPages();
  const [choice, setChoice] = useState("");
  const [removing, setRemoving] = useState<EnvironmentLocale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const languages = useQuery({
    queryKey: environmentSettingsKeys.locales(environmentId),
    queryFn: () => listEnvironmentLocales(environmentId),
  });
  const locales = useQuery({ queryKey: environmentKeys.locales, queryFn: listLocales, staleTime: 300_000 });

  const held = languages.data ?? [];
  const addable = (locales.data ?? []).filter((locale) => !held.some((row) => row.code === locale.code));
  const picked = addable.some((locale) => locale.code === choice) ? choice : (addable[0]?.code ?? "");
  const shown = pageOf(held, (row) => `${row.locale.name} ${row.code}`, search, page);

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: environmentSettingsKeys.locales(environmentId) });
    await queryClient.invalidateQueries({ queryKey: environmentKeys.one(environmentId) });
  };
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      await reload();
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  if (languages.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (languages.isError) return <LoadFailure error={languages.error} />;
  return (
    <Stack gap="4">
      {error && <Alert status="danger">{t(error)}</Alert>}
      <SearchToolbar value={search} onSearch={searchFor}>
        {addable.length > 0 && (
          <HStack gap="2" ms="auto">
            <NativeSelect.Root size="sm" w="48">
              <NativeSelect.Field
                aria-label={t("Add language")}
                value={picked}
                onChange={(event) => setChoice(event.target.value)}
              >
                {addable.map((locale) => (
                  <option key={locale.code} value={locale.code}>
                    {locale.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              colorPalette="teal"
              disabled={!picked}
              onClick={() => void run(() => addEnvironmentLocale(environmentId, picked))}
            >
              {t("Add language")}
            </Button>
          </HStack>
        )}
      </SearchToolbar>
      {held.length === 0 && <Text color="fg.muted">{t("No languages set")}</Text>}
      {held.length > 0 && shown.found === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
      {shown.rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Languages")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Language")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Code")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  {row.locale.name}
                  {held[0]?.id === row.id && (
                    <Text as="span" ms="2" fontSize="xs" color="fg.muted">
                      ({t("Default")})
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell fontFamily="mono">{row.code}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={held.length <= 1}
                    aria-label={t("Remove {name}", { name: row.locale.name })}
                    onClick={() => setRemoving(row)}
                  >
                    {t("Remove")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={shown.current} pages={shown.pages} onChange={setPage} />
      <ConfirmDialog
        open={removing !== null}
        title={t("Confirmation")}
        text={t("Remove {name} from this environment?", { name: removing?.locale.name ?? "" })}
        confirmLabel={t("Remove")}
        cancelLabel={t("Cancel")}
        onConfirm={() => {
          const row = removing;
          setRemoving(null);
          if (row) void run(() => removeEnvironmentLocale(row.id));
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
