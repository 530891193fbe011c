import { Button, Field, Heading, HStack, Input, Link, Spinner, Stack } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useParams } from "@tanstack/react-router";
import { useState } from "react";
import type { DocumentTemplateDetail } from "../../../../schemas";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { LoadFailure } from "../../user/components/LoadFailure";
import { documentTemplateKeys } from "../api/documentTemplateKeys";
import { getDocumentTemplate } from "../api/getDocumentTemplate";
import { saveDocumentTemplate } from "../api/saveDocumentTemplate";
import { templateChanges } from "../utils/templateChanges";
import { templateName } from "../utils/templateName";
import { TemplateFields } from "./TemplateFields";
import { TemplateTags } from "./TemplateTags";

/** /wordkedocx/{id}: one template's name, translations, entity and file, and the tags it uses. */
export function DocumentTemplatePage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/wordkedocx/$id" });
  const template = useQuery({
    queryKey: documentTemplateKeys.one(Number(id)),
    queryFn: () => getDocumentTemplate(Number(id)),
  });
  return (
    <Stack gap="4">
      <Link asChild alignSelf="start" fontSize="sm">
        <RouterLink to="/wordkedocx">{t("Document templates")}</RouterLink>
      </Link>
      {template.isPending && <Spinner />}
      {template.isError && <LoadFailure error={template.error} />}
      {template.data && <TemplateEditor key={template.data.modified_at} template={template.data} />}
    </Stack>
  );
}

function TemplateEditor({ template }: { template: DocumentTemplateDetail }) {
  const t = useT();
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const languages = useCurrentEnvironment().data?.locales ?? [];
  const [draft, setDraft] = useState({
    name: template.name,
    entity: template.def_dossier_id === null ? "" : String(template.def_dossier_id),
    file: null as File | null,
  });
  const [translations, setTranslations] = useState(template.translations);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async () =>
      saveDocumentTemplate({ id: template.id }, { ...(await templateChanges(draft)), translations }),
    onSuccess: () => {
      setErrors({});
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: documentTemplateKeys.all });
    },
    onError: (error) => {
      const found = fieldErrorsOf(error);
      setErrors(found);
      if (Object.keys(found).length === 0)
        toaster.create({ type: "error", title: t("Something went wrong") });
    },
  });
  return (
    <Stack asChild gap="6" maxW="3xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.name.trim()) setErrors({ name: "This is a required field" });
          else save.mutate();
        }}
      >
        <Heading as="h1" size="xl">
          {templateName(template, locale)}
        </Heading>
        <TemplateFields draft={draft} errors={errors} fileRequired={false} onChange={setDraft} />
        {languages.length > 0 && (
          <Stack as="fieldset" gap="3">
            <Heading as="legend" size="sm" mb="2">
              {t("Translations")}
            </Heading>
            {languages.map((language) => (
              <Field.Root key={language.code}>
                <Field.Label>{t("Name ({language})", { language: language.name })}</Field.Label>
                <Input
                  value={translations[language.code] ?? ""}
                  maxLength={255}
                  onChange={(event) =>
                    setTranslations({ ...translations, [language.code]: event.target.value })
                  }
                />
              </Field.Root>
            ))}
          </Stack>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="teal" loading={save.isPending}>
            {t("Save")}
          </Button>
          <Button asChild variant="outline">
            <a href={`/api/kedocx/${template.id}/download`} download={template.filename}>
              {t("Download {name}", { name: template.filename })}
            </a>
          </Button>
        </HStack>
        <TemplateTags template={template} />
      </form>
    </Stack>
  );
}
