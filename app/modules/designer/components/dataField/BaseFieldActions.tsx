import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { BaseFieldEditor } from "../baseField/BaseFieldEditor";

export interface BaseFieldActionsProps {
  environmentId: number;
  /** The chosen base field's id, or empty. */
  chosen: string;
  /** A new base field becomes the choice. */
  onCreated: (id: number) => void;
}

/** Beside the base field choice: make a new base field, or edit the chosen one, in the base field editor. */
export function BaseFieldActions({ environmentId, chosen, onCreated }: BaseFieldActionsProps) {
  const t = useT();
  const [editing, setEditing] = useState<{ id?: number }>();
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" onClick={() => setEditing({})}>
        {t("New base field")}
      </Button>
      {chosen !== "" && (
        <Button size="xs" variant="outline" onClick={() => setEditing({ id: Number(chosen) })}>
          {t("Edit base field")}
        </Button>
      )}
      {editing && (
        <BaseFieldEditor
          {...(editing.id !== undefined ? { baseFieldId: editing.id } : {})}
          environmentId={environmentId}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => {
            if (editing.id === undefined) onCreated(id);
          }}
        />
      )}
    </HStack>
  );
}
