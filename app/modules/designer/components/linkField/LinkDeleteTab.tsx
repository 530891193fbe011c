import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { useT } from "../../../../i18n/useT";

export interface LinkDeleteTabProps {
  /** The saved link's name; nothing for a new link. */
  name: string | undefined;
  onDelete: () => void;
}

/** The Delete tab: deleting the link after a confirmation. */
export function LinkDeleteTab({ name, onDelete }: LinkDeleteTabProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  if (name === undefined) return <Text color="fg.muted">{t("Save this item first")}</Text>;
  return (
    <Stack gap="3" align="start">
      <Text>
        {t("Deleting a link also deletes its display items and the links between records made through it.")}
      </Text>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        {t("Delete link field")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("Delete link field")}
        text={t("Delete {name}?", { name })}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
