import { Fieldset, RadioGroup, Stack } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { ArchiveCascadeChoice, CascadeChoice, LinkDraft } from "./LinkDraft";

export interface LinkMiscTabProps {
  draft: LinkDraft;
  onChange: (draft: LinkDraft) => void;
}

function Choices<T extends string>(props: {
  legend: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{props.legend}</Fieldset.Legend>
      <RadioGroup.Root
        size="sm"
        aria-label={props.legend}
        value={props.value || "none"}
        onValueChange={(details) => props.onChange((details.value === "none" ? "" : details.value) as T)}
      >
        <Stack gap="1">
          {props.choices.map((choice) => (
            <RadioGroup.Item key={choice.value || "none"} value={choice.value || "none"}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}

/** The Misc tab: what happens to linked records when a record is deleted or archived. */
export function LinkMiscTab({ draft, onChange }: LinkMiscTabProps) {
  const t = useT();
  return (
    <Stack gap="5">
      <Choices<CascadeChoice>
        legend={t("When a record is deleted")}
        value={draft.cascadeRule}
        choices={[
          { value: "maintain", label: t("Keep the linked records") },
          { value: "delete", label: t("Delete the linked records") },
          { value: "constraint", label: t("Refuse while records are linked") },
        ]}
        onChange={(cascadeRule) => onChange({ ...draft, cascadeRule })}
      />
      <Choices<ArchiveCascadeChoice>
        legend={t("When a record is archived")}
        value={draft.archiveCascadeRule}
        choices={[
          { value: "", label: t("Leave the linked records") },
          { value: "archive", label: t("Archive the linked records") },
        ]}
        onChange={(archiveCascadeRule) => onChange({ ...draft, archiveCascadeRule })}
      />
    </Stack>
  );
}
