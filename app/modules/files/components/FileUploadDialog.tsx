import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Input,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { uploadNamedFile } from "../api/uploadNamedFile";

/** One file to upload with the name and description it gets. */
interface Chosen {
  /** Tells the rows apart while files are added and removed. */
  key: number;
  file: File;
  name: string;
  description: string;
}

type Mode = "single" | "multiple";

const requiredMessage = "This is a required field";

export interface FileUploadDialogProps {
  open: boolean;
  environmentId: number;
  onClose: () => void;
  /** Files were stored: all of them (the dialog then closes), or those before a failure. */
  onUploaded: (count: number) => void;
}

/**
 * The file modal (spec 1-platform): a single file with its name and description, or several, each with a
 * name (the file's own to start with) and a description. A single file needs a name and a file; several
 * need at least one file and a name each ('This is a required field').
 */
export function FileUploadDialog({ open, environmentId, onClose, onUploaded }: FileUploadDialogProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>("single");
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const nextKey = useRef(0);

  const reset = () => {
    setMode("single");
    setChosen([]);
    setErrors({});
    setFailure(null);
  };
  // How many of the chosen files went up, counted as they go: a failure keeps those and leaves the rest.
  const uploading = useSaveMutation<{ stored: number }>({
    save: async (tally) => {
      // One at a time: each is a request of its own size, and a failure says which file it was.
      for (const item of chosen) {
        await uploadNamedFile(environmentId, {
          file: item.file,
          name: item.name.trim(),
          description: item.description.trim(),
        });
        tally.stored += 1;
      }
    },
    onSaved: (_, tally) => {
      reset();
      onUploaded(tally.stored);
      onClose();
    },
    // The dialog says what failed itself, under the files.
    invalidToast: false,
    failureToast: null,
    onFailure: (serverErrors, _failure, tally) => {
      // What was stored stays; the rest is left in the form to try again.
      setChosen((current) => current.slice(tally.stored));
      setFailure(Object.values(serverErrors)[0] ?? "Something went wrong");
      if (tally.stored > 0) onUploaded(tally.stored);
    },
  });
  const busy = uploading.isPending;

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const choose = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const next = picked.map((file) => {
      nextKey.current += 1;
      return { key: nextKey.current, file, name: file.name, description: "" };
    });
    setChosen(mode === "single" ? next.slice(0, 1) : [...chosen, ...next]);
    setErrors({});
  };
  const update = (index: number, changes: Partial<Chosen>) =>
    setChosen((current) => current.map((item, i) => (i === index ? { ...item, ...changes } : item)));

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.file = requiredMessage;
    chosen.forEach((item, index) => {
      if (!item.name.trim()) found[`name-${index}`] = requiredMessage;
    });
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    await uploading.save({ stored: 0 });
  };

  return (
    <Dialog.Root open={open} size="lg" onOpenChange={(event) => !event.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Upload files")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Fieldset.Root>
                  <Fieldset.Legend>{t("Upload")}</Fieldset.Legend>
                  <RadioGroup.Root
                    value={mode}
                    onValueChange={(event) => {
                      setMode(event.value as Mode);
                      setChosen((current) => (event.value === "single" ? current.slice(0, 1) : current));
                      setErrors({});
                    }}
                  >
                    <Stack direction="row" gap="4">
                      {(["single", "multiple"] as const).map((value) => (
                        <RadioGroup.Item key={value} value={value}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>
                            {value === "single" ? t("Single file") : t("Multiple files")}
                          </RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Fieldset.Root>
                <Field.Root invalid={!!errors.file} required>
                  <Field.Label htmlFor="file-upload-input">
                    {mode === "single" ? t("File") : t("Files")}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    id="file-upload-input"
                    type="file"
                    p="1.5"
                    multiple={mode === "multiple"}
                    onChange={(event) => {
                      choose(event.target.files);
                      event.target.value = "";
                    }}
                  />
                  {errors.file && <Field.ErrorText>{t(errors.file)}</Field.ErrorText>}
                </Field.Root>
                {chosen.map((item, index) => (
                  <Stack
                    key={item.key}
                    gap="2"
                    borderWidth={mode === "multiple" ? "1px" : undefined}
                    rounded="md"
                    p={mode === "multiple" ? "3" : undefined}
                  >
                    {mode === "multiple" && (
                      <Stack direction="row" justify="space-between" align="center">
                        <Text textStyle="sm" color="fg.muted">
                          {item.file.name}
                        </Text>
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={t("Remove {name}", { name: item.file.name })}
                          onClick={() => setChosen((current) => current.filter((_, i) => i !== index))}
                        >
                          {t("Remove")}
                        </Button>
                      </Stack>
                    )}
                    <Field.Root invalid={!!errors[`name-${index}`]} required>
                      <Field.Label htmlFor={`file-upload-name-${index}`}>
                        {t("Name")}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        id={`file-upload-name-${index}`}
                        value={item.name}
                        maxLength={255}
                        onChange={(event) => update(index, { name: event.target.value })}
                      />
                      {errors[`name-${index}`] && (
                        <Field.ErrorText>{t(errors[`name-${index}`] as string)}</Field.ErrorText>
                      )}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label htmlFor={`file-upload-description-${index}`}>
                        {t("Description")}
                      </Field.Label>
                      <Textarea
                        id={`file-upload-description-${index}`}
                        value={item.description}
                        maxLength={2000}
                        rows={2}
                        onChange={(event) => update(index, { description: event.target.value })}
                      />
                    </Field.Root>
                  </Stack>
                ))}
                {failure && (
                  <Text color="fg.error" role="alert">
                    {t(failure)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t("Cancel")}
              </Button>
              <Button onClick={submit} loading={busy}>
                {t("Upload")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
