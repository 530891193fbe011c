import { Badge, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { ListOptionDraft } from "./ListOptionDraft";

/** What an option without a colour of its own is drawn in (spec 3-designer section 3). */
const unsetColor = "#F5F5F5";

export interface ListOptionLayoutTabProps {
  draft: ListOptionDraft;
  /** The option's text in the designer's language, for the sample. */
  label: string;
  error?: string | undefined;
  onChange: (draft: ListOptionDraft) => void;
}

/** The option's colour, with a sample of the badge it gives; clearing it falls back to #F5F5F5. */
export function ListOptionLayoutTab({ draft, label, error, onChange }: ListOptionLayoutTabProps) {
  const t = useT();
  const shown = draft.color ?? unsetColor;
  return (
    <Stack gap="3">
      <Field.Root invalid={!!error}>
        <Field.Label>{t("Colour")}</Field.Label>
        <HStack gap="2">
          <Input
            type="color"
            w="16"
            p="1"
            value={shown.length === 7 ? shown.toLowerCase() : unsetColor.toLowerCase()}
            onChange={(event) => onChange({ ...draft, color: event.target.value.toUpperCase() })}
          />
          <Text fontFamily="mono">{draft.color ?? t("Not set ({color})", { color: unsetColor })}</Text>
          <Button
            size="xs"
            variant="outline"
            disabled={draft.color === null}
            onClick={() => onChange({ ...draft, color: null })}
          >
            {t("Clear colour")}
          </Button>
        </HStack>
        {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Text color="fg.muted" fontSize="sm">
          {t("Example")}
        </Text>
        <Badge data-testid="list-option-sample" style={{ backgroundColor: shown }} color="black">
          {label || "…"}
        </Badge>
      </HStack>
    </Stack>
  );
}
