import { Field, Input, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { LazyRichTextEditor as RichTextEditor } from "../../../../widgets/controls/LazyRichTextEditor";
import { Picker } from "../../../../widgets/controls/Picker";
import { loadSanitizer, RICH_TEXT_RULES, sanitizeHtml } from "../../../../widgets/html/sanitizeHtml";
import { generalFailureOf } from "../../../api/formErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useMe } from "../../user/hooks/useMe";
import { searchMembers } from "../api/searchMembers";
import { sendMessage } from "../api/sendMessage";
import { maySendPopups } from "../utils/maySendPopups";
import { memberOption } from "../utils/memberOption";

/** Spec 9: the message recipient picker asks for 50 users at a time, 300 ms after typing stops. */
const USER_LIMIT = 50;
const SEARCH_DELAY = 300;
const REQUIRED = "This is a required field";

export interface ComposeMessageDialogProps {
  open: boolean;
  environmentId: number;
  /** The record the message is about, sent along as dossier and contentDossier. */
  record?: { id: number; def_dossier_id: number };
  /** A reply starts with the sender as recipient and the title it answers. */
  initial?: { to: { id: number; label: string }[]; title: string };
  onClose: () => void;
}

type Errors = { to?: string; title?: string; message?: string; form?: string };

const isBlank = (html: string) => html.replace(/<[^>]*>|&nbsp;/gi, "").trim() === "";

/** New message: recipients from the environment's members, a title, rich text and (for admins) the type. */
export function ComposeMessageDialog({
  open,
  environmentId,
  record,
  initial,
  onClose,
}: ComposeMessageDialogProps) {
  const t = useT();
  const me = useMe();
  const [to, setTo] = useState<number[]>(() => initial?.to.map((user) => user.id) ?? []);
  const [title, setTitle] = useState(initial?.title ?? "");
  const [text, setText] = useState("");
  const [type, setType] = useState<"normal" | "popup">("normal");
  const [errors, setErrors] = useState<Errors>({});
  const popups = maySendPopups(me.data, environmentId);
  const search = useCallback(
    async (query: string) => (await searchMembers(environmentId, query, USER_LIMIT)).map(memberOption),
    [environmentId],
  );

  const close = () => {
    setTo(initial?.to.map((user) => user.id) ?? []);
    setTitle(initial?.title ?? "");
    setText("");
    setType("normal");
    setErrors({});
    onClose();
  };

  const sending = useSaveMutation({
    save: async () => {
      await loadSanitizer();
      return sendMessage({
        environment: environmentId,
        users: to,
        title: title.trim(),
        messageText: sanitizeHtml(text, RICH_TEXT_RULES),
        ...(record ? { dossier: record.def_dossier_id, contentDossier: record.id } : {}),
        ...(popups ? { type } : {}),
      });
    },
    onSaved: () => {
      toaster.create({ type: "success", title: t("Message sent") });
      close();
    },
    // The dialog shows its failures itself: the server's errors on the three fields, else one above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields, error) => {
      const known = { to: fields.to, title: fields.title, message: fields.message };
      const onFields = Object.values(known).some(Boolean);
      setErrors(
        statusOf(error) === 400 && onFields
          ? Object.fromEntries(Object.entries(known).filter(([, message]) => message))
          : { form: generalFailureOf(error) },
      );
    },
  });

  const submit = async () => {
    const found: Errors = {};
    if (to.length === 0) found.to = REQUIRED;
    if (!title.trim()) found.title = REQUIRED;
    if (isBlank(text)) found.message = REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await sending.save();
  };

  return (
    <FormDialog
      failure={errors.form}
      open={open}
      size="lg"
      closeOnInteractOutside={false}
      title={t("New message")}
      onClose={close}
      onSubmit={submit}
      saving={sending.isPending}
      submitLabel={t("Send")}
    >
      <Field.Root required invalid={!!errors.to}>
        <Field.Label htmlFor="message-to">
          {t("To")}
          <Field.RequiredIndicator />
        </Field.Label>
        <Picker
          id="message-to"
          selected={to}
          labelOf={(id) => initial?.to.find((user) => user.id === id)?.label ?? `#${id}`}
          search={search}
          multiple
          delay={SEARCH_DELAY}
          onChange={(ids) => {
            setTo(ids);
            setErrors(({ to: _, ...rest }) => rest);
          }}
          {...(errors.to ? { rawErrors: [errors.to] } : {})}
        />
        {errors.to && <Field.ErrorText id="message-to-error">{t(errors.to)}</Field.ErrorText>}
      </Field.Root>
      <FormField label={t("Title")} error={errors.title} required>
        <Input
          name="title"
          maxLength={255}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors(({ title: _, ...rest }) => rest);
          }}
        />
      </FormField>
      <Field.Root required invalid={!!errors.message}>
        <Text id="message-text-label" fontWeight="medium" textStyle="sm">
          {t("Message")}
          <Field.RequiredIndicator />
        </Text>
        <RichTextEditor
          id="message-text"
          value={text}
          required
          onChange={(html) => {
            setText(html);
            setErrors(({ message: _, ...rest }) => rest);
          }}
          {...(errors.message ? { rawErrors: [errors.message] } : {})}
        />
        {errors.message && <Field.ErrorText id="message-text-error">{t(errors.message)}</Field.ErrorText>}
      </Field.Root>
      {popups && (
        <RadioGroup.Root
          value={type}
          onValueChange={(event) => setType(event.value === "popup" ? "popup" : "normal")}
          aria-label={t("Message type")}
        >
          <Stack direction="row" gap="4">
            <RadioGroup.Item value="normal">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t("Normal")}</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="popup">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t("Pop-up")}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      )}
    </FormDialog>
  );
}
