import {
  Button,
  Field,
  Heading,
  HStack,
  IconButton,
  Link,
  NativeSelect,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { ArchivedFilter } from "../../../../schemas";
import { Alert } from "../../../../widgets/theme/Alert";
import { InfoIcon } from "../../../components/icons/InfoIcon";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { toastSaved } from "../../designer/utils/designerToast";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
import { queryKeys } from "../api/queryKeys";
import { saveQuery } from "../api/saveQuery";
import { useQueryPreview } from "../hooks/useQueryPreview";
import type { QueryDraft } from "../utils/QueryDraft";
import { queryName } from "../utils/queryName";
import { newCombinator, removeAt, replaceAt } from "../utils/queryTree";
import { CombinatorEditor } from "./CombinatorEditor";
import { EntityQuerySettings } from "./EntityQuerySettings";
import { LivePreview } from "./LivePreview";
import { QueryBreadcrumb } from "./QueryBreadcrumb";
import { QueryTranslations } from "./QueryTranslations";

const ARCHIVED: readonly { value: ArchivedFilter; label: string }[] = [
  { value: "none_archived", label: "Not archived" },
  { value: "archived", label: "Archived" },
  { value: "both", label: "Archived and not archived" },
];

export interface QueryEditorProps {
  environmentId: number;
  /** 0 for a new query. */
  queryId: number;
  uuid?: string;
  initial: QueryDraft;
}

/**
 * The query builder: the entity, translations (search and dashboard name), archived records, and the
 * combinators; the live count of what the unsaved query matches; save (a new query then opens at its id).
 */
export function QueryEditor({ environmentId, queryId, uuid, initial }: QueryEditorProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [showInfo, setShowInfo] = useState(false);
  const preview = useQueryPreview({
    environment: environmentId,
    defDossier: draft.defDossier,
    data: draft.data,
    uuid,
  });
  const entities = environment.data?.defdossiers ?? [];
  const cultures = (environment.data?.locales ?? []).map((l) => l.code);
  const combinators = draft.data.combinators;
  const setData = (patch: Partial<QueryDraft["data"]>) =>
    setDraft((old) => ({ ...old, data: { ...old.data, ...patch } }));

  const saving = useSaveMutation({
    save: (defDossier: number) =>
      saveQuery(queryId, {
        environment: environmentId,
        defDossier,
        data: draft.data,
        translations: draft.translations,
      }),
    toaster: "designer",
    // A failure no field shows is the form's own message.
    failureToast: null,
    onSaved: (answer) => {
      setErrors({});
      toastSaved(t);
      void queryClient.invalidateQueries({ queryKey: queryKeys.all });
      if (queryId === 0) void navigate({ to: "/querybuilder/$id", params: { id: String(answer.id) } });
      else void queryClient.invalidateQueries({ queryKey: queryKeys.one(queryId) });
    },
    onFailure: (found) => setErrors(Object.keys(found).length > 0 ? found : { form: "Something went wrong" }),
  });

  const save = async () => {
    if (draft.defDossier === null) {
      setErrors({ defDossier: "This is a required field" });
      return;
    }
    await saving.save(draft.defDossier);
  };

  return (
    <Stack gap="4">
      <QueryBreadcrumb />
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {queryId === 0 ? t("New query") : t("Edit query")}
        </Heading>
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t("Info")}
            aria-expanded={showInfo}
            onClick={() => setShowInfo((shown) => !shown)}
          >
            <InfoIcon />
          </IconButton>
          {queryId > 0 && uuid && draft.defDossier !== null && (
            <Link asChild fontSize="sm">
              <RouterLink
                to="/defdossier/$id"
                params={{ id: String(initial.defDossier) }}
                search={{ dossierQuery: uuid }}
              >
                {t("Show records")}
              </RouterLink>
            </Link>
          )}
          <Button size="sm" colorPalette="teal" onClick={() => void save()} loading={saving.isPending}>
            {t("Save")}
          </Button>
        </HStack>
      </HStack>
      {showInfo && (
        <Alert status="info">
          {t(
            "A record matches when every top-level combinator holds. Inside a combinator, its conditions, link filters and nested combinators are joined by AND (all must hold) or OR (one is enough).",
          )}
        </Alert>
      )}
      {errors.form && <Alert status="danger">{t(errors.form)}</Alert>}
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root required invalid={!!errors.defDossier} maxW="xs">
          <Field.Label>
            {t("Entity")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.defDossier ?? ""}
              onChange={(event) => {
                const entity = event.target.value ? Number(event.target.value) : null;
                // Conditions name the old entity's fields and links: a new entity starts afresh.
                setDraft((old) => ({ ...old, defDossier: entity, data: { ...old.data, combinators: [] } }));
              }}
            >
              <option value="">{t("Choose")}</option>
              {entities.map((entity) => (
                <option key={entity.id} value={entity.id}>
                  {entityName(entity, locale)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.defDossier && <Field.ErrorText>{t(errors.defDossier)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>{t("Archived records")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.data.include_archived ?? "none_archived"}
              onChange={(event) => setData({ include_archived: event.target.value as ArchivedFilter })}
            >
              {ARCHIVED.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(choice.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {queryId > 0 && uuid && initial.defDossier !== null && (
        <EntityQuerySettings
          entityId={initial.defDossier}
          uuid={uuid}
          name={queryName({ id: queryId, translations: initial.translations }, locale)}
        />
      )}
      <QueryTranslations
        cultures={cultures.length > 0 ? cultures : [locale]}
        translations={draft.translations}
        onChange={(translations) => setDraft((old) => ({ ...old, translations }))}
      />
      {errors.translations && <Alert status="danger">{t(errors.translations)}</Alert>}
      <Stack as="section" gap="3" aria-labelledby="query-combinators-heading">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="query-combinators-heading">
            {t("Combinators")}
          </Heading>
          <Button
            size="sm"
            variant="outline"
            disabled={draft.defDossier === null}
            onClick={() => setData({ combinators: [...combinators, newCombinator()] })}
          >
            {t("Add combinator")}
          </Button>
        </HStack>
        {draft.defDossier === null && (
          <Text fontSize="sm" color="fg.muted">
            {t("Choose the entity first.")}
          </Text>
        )}
        {draft.defDossier !== null &&
          combinators.map((combinator, index) => (
            <CombinatorEditor
              key={combinator.uuid ?? index}
              environmentId={environmentId}
              entityId={draft.defDossier as number}
              locale={locale}
              depth={0}
              combinator={combinator}
              onChange={(next) => setData({ combinators: replaceAt(combinators, index, next) })}
              onRemove={() => setData({ combinators: removeAt(combinators, index) })}
            />
          ))}
        {errors.data && <Alert status="danger">{errors.data}</Alert>}
      </Stack>
      {draft.defDossier !== null && <LivePreview preview={preview} />}
    </Stack>
  );
}
