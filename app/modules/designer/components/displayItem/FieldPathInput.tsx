import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { useFieldsAndLinksLoader } from "../../hooks/useFieldsAndLinks";
import { fieldPathError } from "../../utils/fieldPathError";
import { FieldPathPicker } from "./FieldPathPicker";

export interface FieldPathInputProps {
  /** The entity the path starts from. */
  entityId: number;
  label: string;
  value: string;
  /** An error of the draft for this path (a missing one). */
  error?: string | undefined;
  onChange: (path: string) => void;
}

/** A field path typed (checked when the entry is left: 'Unknown field path') or built in the field path picker. */
export function FieldPathInput({ entityId, label, value, error, onChange }: FieldPathInputProps) {
  const t = useT();
  const load = useFieldsAndLinksLoader();
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const check = async (path: string) => {
    if (path.trim() === "") return setProblem(undefined);
    try {
      setProblem(await fieldPathError(path, entityId, load));
    } catch {
      setProblem(undefined);
    }
  };
  const shown = problem ?? error;
  return (
    <Field.Root invalid={!!shown}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          size="sm"
          value={value}
          onChange={(event) => {
            setProblem(undefined);
            onChange(event.target.value);
          }}
          onBlur={(event) => void check(event.target.value)}
        />
        <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
          {t("Choose path")}
        </Button>
      </HStack>
      {shown && <Field.ErrorText>{t(shown)}</Field.ErrorText>}
      {picking && (
        <FieldPathPicker
          entityId={entityId}
          path={value}
          onClose={() => setPicking(false)}
          onPick={(path) => {
            setPicking(false);
            setProblem(undefined);
            onChange(path);
          }}
        />
      )}
    </Field.Root>
  );
}
