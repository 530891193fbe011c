import {
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { CreateResponse, TemplateTranslation } from "../../../../schemas";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { FormField } from "../../../components/FormField";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { LogoInput } from "../../environment/components/LogoInput";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { LoadFailure } from "../../user/components/LoadFailure";
import { getTemplate } from "../api/getTemplate";
import { listSourceEnvironments } from "../api/listSourceEnvironments";
import { saveTemplate, type TemplateChanges } from "../api/saveTemplate";
import type { TemplateDetails } from "../api/TemplateDetails";
import { templateKeys } from "../api/templateKeys";
import { contentSummary } from "../utils/contentSummary";
import { templateName } from "../utils/templateName";
import { SuperAdminOnly } from "./SuperAdminOnly";
import { TranslationsInput } from "./TranslationsInput";

/** /templates/new: a new template, made from an environment. */
export function NewTemplatePage() {
  const t = useT();
  return (
    <TemplateFrame>
      <Heading as="h1" size="2xl">
        {t("New template")}
      </Heading>
      <TemplateForm template={null} />
    </TemplateFrame>
  );
}

/** /templates/{id}: a template's name, description, translations and thumbnail; made again from an environment. */
export function TemplatePage() {
  const { id } = useParams({ from: "/shell/templates/$id" });
  const template = useQuery({
    queryKey: templateKeys.one(Number(id)),
    queryFn: () => getTemplate(Number(id)),
  });
  return (
    <TemplateFrame>
      {template.isPending && <Spinner />}
      {template.isError && <LoadFailure error={template.error} />}
      {template.data && <TemplateForm key={template.data.modified_at} template={template.data} />}
    </TemplateFrame>
  );
}

function TemplateFrame({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <Stack gap="4" maxW="4xl">
      <Link asChild alignSelf="start" fontSize="sm">
        <RouterLink to="/templates">{t("Templates")}</RouterLink>
      </Link>
      <SuperAdminOnly>{children}</SuperAdminOnly>
    </Stack>
  );
}

function TemplateForm({ template }: { template: TemplateDetails | null }) {
  const t = useT();
  const locale = useContentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const environments = useQuery({ queryKey: templateKeys.sources, queryFn: listSourceEnvironments });
  const [name, setName] = useState(template?.name ?? "");
  const [description, setDescription] = useState(template?.description ?? "");
  const [environment, setEnvironment] = useState("");
  const [translations, setTranslations] = useState<TemplateTranslation[]>(
    (template?.translations ?? []).map(({ culture, name, description }) => ({ culture, name, description })),
  );
  /** undefined: the thumbnail stays as it is. */
  const [thumbnail, setThumbnail] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = contentSummary(template?.template);

  const save = useMutation({
    mutationFn: () => {
      const changes: TemplateChanges = {
        name: name.trim(),
        description: description.trim() || null,
        translations: translations.filter((row) => row.name.trim()),
        ...(environment ? { environment: Number(environment) } : {}),
        ...(thumbnail !== undefined ? { thumbnail } : {}),
      };
      return saveTemplate(template?.id ?? null, changes);
    },
    onSuccess: (answer) => {
      setErrors({});
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
      if (template === null) {
        void navigate({ to: "/templates/$id", params: { id: String((answer as CreateResponse).id) } });
      }
    },
    onError: (error) => {
      const found = fieldErrorsOf(error);
      setErrors(found);
      toaster.create({
        type: "error",
        title: t(
          Object.keys(found).length > 0
            ? "Not all fields are (correctly) filled in."
            : "Something went wrong",
        ),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = "This is a required field";
    if (template === null && !environment) found.environment = "This is a required field";
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {template && (
          <Heading as="h1" size="2xl">
            {templateName(template, locale)}
          </Heading>
        )}
        {summary && (
          <Text color="fg.muted">
            {t("{entities} entities, {fields} base fields, {items} display items", summary)}
          </Text>
        )}
        <FormField label={t("Name")} error={errors.name} required>
          <Input value={name} maxLength={255} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t("Description")} error={errors.description}>
          <Textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </FormField>
        <Field.Root required={template === null} invalid={!!errors.environment}>
          <Field.Label>
            {template === null ? t("Make from environment") : t("Make again from environment")}
            {template === null && <Field.RequiredIndicator />}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={environment} onChange={(event) => setEnvironment(event.target.value)}>
              <option value="">{template === null ? t("Choose") : t("Keep the current content")}</option>
              {(environments.data ?? []).map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            {t("Its base fields, entities, positions, data fields, links and display items")}
          </Field.HelperText>
          {errors.environment && <Field.ErrorText>{t(errors.environment)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.thumbnail}>
          <Field.Label>{t("Thumbnail")}</Field.Label>
          <LogoInput
            value={thumbnail === undefined ? (template?.thumbnail_path ?? null) : thumbnail}
            onChange={setThumbnail}
            onError={(message) => setErrors((previous) => ({ ...previous, thumbnail: message }))}
          />
          <Field.HelperText>{t("A png or jpeg image")}</Field.HelperText>
          {errors.thumbnail && <Field.ErrorText>{t(errors.thumbnail)}</Field.ErrorText>}
        </Field.Root>
        <TranslationsInput value={translations} onChange={setTranslations} />
        <HStack>
          <Button type="submit" colorPalette="teal" loading={save.isPending}>
            {t("Save")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
