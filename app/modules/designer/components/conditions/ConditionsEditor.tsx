import { Button, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { ConditionCard } from "./ConditionCard";
import type { ConditionChoice } from "./ConditionChoice";
import type { ConditionDraft } from "./ConditionDraft";

export interface ConditionsEditorProps {
  drafts: ConditionDraft[];
  choices: ConditionChoice[];
  /** Errors keyed by place (see conditionErrors); shown once a save was tried. */
  errors: Record<string, string>;
  onChange: (drafts: ConditionDraft[]) => void;
}

/** The entity's conditions (spec 2-records section 3): add, change and remove them. */
export function ConditionsEditor({ drafts, choices, errors, onChange }: ConditionsEditorProps) {
  const t = useT();
  return (
    <Stack gap="4">
      {drafts.length === 0 && <Text color="fg.muted">{t("No conditions yet.")}</Text>}
      {drafts.map((draft, index) => (
        <ConditionCard
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their place is who they are
          key={index}
          index={index}
          draft={draft}
          choices={choices}
          errors={errors}
          onChange={(next) => onChange(drafts.map((entry, other) => (other === index ? next : entry)))}
          onRemove={() => onChange(drafts.filter((_, other) => other !== index))}
        />
      ))}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() =>
          onChange([
            ...drafts,
            {
              type: "all",
              fields: [{ field: null, method: "equals", values: [], text: "" }],
              actions: [{ type: "show_fields", values: [] }],
            },
          ])
        }
      >
        {t("Add condition")}
      </Button>
    </Stack>
  );
}
