import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { EditorDraft } from "../utils/EditorDraft";

type LayoutKey = "col" | "colspan" | "rank" | "rowspan";

export interface LayoutTabProps {
  draft: EditorDraft;
  errors: Record<string, string>;
  onChange: (draft: EditorDraft) => void;
}

/** Column, column span, rank and row span: whole numbers of at least 0 (column and span at most 12). */
export function LayoutTab({ draft, errors, onChange }: LayoutTabProps) {
  const t = useT();
  const fields: { key: LayoutKey; label: string; max?: number }[] = [
    { key: "col", label: t("Column"), max: 12 },
    { key: "colspan", label: t("Column span"), max: 12 },
    { key: "rank", label: t("Rank") },
    { key: "rowspan", label: t("Row span") },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {fields.map(({ key, label, max }) => (
        <Field.Root key={key} invalid={!!errors[key]}>
          <Field.Label>{label}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            {...(max !== undefined ? { max } : {})}
            step={1}
            value={draft[key]}
            onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
          />
          {errors[key] && <Field.ErrorText>{t(errors[key])}</Field.ErrorText>}
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
