import { Button, chakra, Dialog, Field, Input, Portal } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useT } from "../../../../i18n/useT";

export interface TaskDatesDialogProps {
  name: string;
  start?: string;
  end?: string;
  /** A 400 answer's messages for start and end. */
  errors: Record<string, string>;
  saving: boolean;
  onSave: (dates: { start: string; end: string }) => void;
  onClose: () => void;
}

/** Changes a task's From and To dates with the keyboard: two date inputs, Save and Cancel. */
export function TaskDatesDialog({ name, start, end, errors, saving, onSave, onClose }: TaskDatesDialogProps) {
  const t = useT();
  const [from, setFrom] = useState(start ?? "");
  const [to, setTo] = useState(end ?? "");
  const [local, setLocal] = useState<Record<string, string>>({});
  const shown = { ...errors, ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!from) found.start = "This is a required field";
    if (!to) found.end = "This is a required field";
    if (from && to && to < from) found.end = "This value is not valid";
    setLocal(found);
    if (Object.keys(found).length === 0) onSave({ start: from, end: to });
  };
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Change dates of {name}", { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                id="dk-gantt-dates"
                display="flex"
                flexDirection="column"
                gap="3"
                onSubmit={submit}
                noValidate
              >
                <Field.Root invalid={shown.start !== undefined}>
                  <Field.Label>{t("From")}</Field.Label>
                  <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
                  {shown.start && <Field.ErrorText>{t(shown.start)}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={shown.end !== undefined}>
                  <Field.Label>{t("To")}</Field.Label>
                  <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
                  {shown.end && <Field.ErrorText>{t(shown.end)}</Field.ErrorText>}
                </Field.Root>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("Cancel")}
              </Button>
              <Button type="submit" form="dk-gantt-dates" colorPalette="teal" loading={saving}>
                {t("Save")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
