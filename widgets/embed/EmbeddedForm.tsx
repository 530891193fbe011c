import { Box, Button, Center, Heading, Spinner } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import type { Values } from "../../engine";
import { t } from "../i18n";
import type { WidgetServices } from "../services";
import { Alert } from "../theme/Alert";
import { type EmbedApi, EmbedError, type EmbedForm } from "./api";
import { DossierForm, useDossierModel } from "./DossierForm";
import { recordValuesFor } from "./recordValues";

/** What an embedded form tells its host: the web component as DOM events, the frame by postMessage. */
export interface EmbedListener {
  onLoaded?: (form: EmbedForm) => void;
  onSubmitted?: (id: number) => void;
  onError?: (message: string, errors?: Record<string, string>) => void;
}

export interface EmbeddedFormProps extends EmbedListener {
  api: EmbedApi;
  /** The locale code of the language to show (nl_NL); the bundle's when left out. */
  locale?: string;
  /** Fetches and activates the catalog of a language (the embed build loads one per page). */
  loadLanguage: (code: string) => Promise<unknown>;
}

type Loaded = { form: EmbedForm } | { failure: string } | undefined;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads a token's form and language, then shows it; refused tokens show the server's message. */
export function EmbeddedForm(props: EmbeddedFormProps) {
  const { api, locale, loadLanguage } = props;
  const [loaded, setLoaded] = useState<Loaded>();
  const [listener] = useState(() => props);

  useEffect(() => {
    let current = true;
    const form = api.form();
    Promise.all([form, form.then((answer) => loadLanguage(locale ?? answer.bundle.context.locale))]).then(
      ([answer]) => {
        if (!current) return;
        setLoaded({ form: answer });
        listener.onLoaded?.(answer);
      },
      (error: unknown) => {
        if (!current) return;
        const message = messageOf(error);
        // The refusal shows in the server's words (English): the catalog may not have loaded.
        setLoaded({ failure: message });
        listener.onError?.(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, locale, loadLanguage, listener]);

  if (!loaded)
    return (
      <Center py="6">
        <Spinner role="status" size="lg" aria-label={t("Loading")} />
      </Center>
    );
  if ("failure" in loaded) return <Alert status="danger">{loaded.failure}</Alert>;
  return <TokenForm {...props} form={loaded.form} />;
}

/**
 * The record the form shows, and its links' search through the token (the role's sight of the linked
 * entity); records found are labelled by their summary wherever the form shows them.
 */
function linkServices(api: EmbedApi, form: EmbedForm): WidgetServices {
  const labels = new Map<number, string>();
  return {
    ...(form.record ? { record: { id: form.record.id } } : {}),
    resolve: (kind, id) => (kind === "record" ? labels.get(id) : undefined),
    links: {
      search: async (item, query) => {
        const { results } = await api.linkTargets(item.id, query);
        return results.map(({ id, summary }) => {
          const label = summary?.trim() ? summary : `#${id}`;
          labels.set(id, label);
          return { id, label };
        });
      },
    },
  };
}

/** The loaded form: create, edit or show as the token says, with its submit button and result. */
function TokenForm(props: EmbeddedFormProps & { form: EmbedForm }) {
  const { api, form, locale } = props;
  const { action } = form.token;
  const mode = action;
  const model = useDossierModel({ bundle: form.bundle }, mode, locale ? { locale } : {});
  const [values, setValues] = useState<Values | undefined>(() =>
    form.record ? recordValuesFor(model, form.record) : undefined,
  );
  const [version, setVersion] = useState(form.record?.version);
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const services = useMemo(() => linkServices(api, form), [api, form]);

  const submit = async (writable: Values) => {
    setSaving(true);
    setSaved(false);
    try {
      if (action === "edit") {
        const record = await api.update(writable, version);
        setVersion(record.version);
        setValues(recordValuesFor(model, record));
        props.onSubmitted?.(record.id);
      } else {
        const created = await api.create(writable);
        props.onSubmitted?.(created.id);
      }
      setServerErrors(undefined);
      setSaved(true);
      // A new, empty form for the next record; an edited record shows its saved values.
      setRound((n) => n + 1);
    } catch (error) {
      const errors = error instanceof EmbedError ? error.errors : undefined;
      if (errors) setServerErrors(errors);
      props.onError?.(messageOf(error), errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Heading as="h2" size="lg" mb="3">
        {model.entity.nameSingular}
      </Heading>
      {saved && (
        <Alert status="success" mb="3">
          {t(action === "edit" ? "dossier_errors.success_edit" : "dossier_errors.success_create")}
        </Alert>
      )}
      <DossierForm
        key={round}
        model={model}
        mode={mode}
        {...(values ? { values } : {})}
        services={services}
        {...(serverErrors ? { serverErrors } : {})}
        onSubmit={submit}
        onInvalid={(errors) => props.onError?.(t("Not all fields are (correctly) filled in."), errors)}
      >
        {mode !== "show" && (
          <Button type="submit" colorPalette="teal" mt="2" loading={saving}>
            {t(mode === "edit" ? "Save" : "Add")}
          </Button>
        )}
      </DossierForm>
    </Box>
  );
}
