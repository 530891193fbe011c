import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { useState } from "react";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { readDataUrl } from "../../record/utils/readDataUrl";
import type { ImportState } from "../api/ImportState";
import { uploadImport } from "../api/uploadImport";

/** The file step: a CSV or XLSX file, read by the server into columns. */
export function ImportUpload({
  entityId,
  onUploaded,
}: {
  entityId: number;
  onUploaded: (state: ImportState) => void;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const uploading = useSaveMutation({
    save: async (chosen: File) => uploadImport(entityId, chosen.name, await readDataUrl(chosen)),
    onSaved: (state) => onUploaded(state),
    // The step says what failed itself, under the file.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) => setError(fields.file ?? "Something went wrong"),
  });

  const upload = async () => {
    if (!file) {
      setError("This is a required field");
      return;
    }
    setError(undefined);
    await uploading.save(file);
  };

  return (
    <HStack align="end" gap="3" wrap="wrap">
      <Field.Root invalid={error !== undefined} maxW="md">
        <Field.Label htmlFor="import-file">{t("CSV or XLSX file")}</Field.Label>
        <Input
          id="import-file"
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          p="1"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
        {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
      </Field.Root>
      <Button onClick={() => void upload()} loading={uploading.isPending} colorPalette="teal">
        {t("Upload")}
      </Button>
    </HStack>
  );
}
