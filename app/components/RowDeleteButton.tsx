import { Button } from "@chakra-ui/react";
import { useT } from "../i18n/useT";

export interface RowDeleteButtonProps {
  /** The row's name: the button is announced as "Delete {name}". */
  name: string;
  onClick: () => void;
  variant?: "ghost" | "outline";
}

/** A table row's small red "Delete" button, named after the row for screen readers. */
export function RowDeleteButton({ name, onClick, variant = "ghost" }: RowDeleteButtonProps) {
  const t = useT();
  return (
    <Button
      size="xs"
      variant={variant}
      colorPalette="red"
      aria-label={t("Delete {name}", { name })}
      onClick={onClick}
    >
      {t("Delete")}
    </Button>
  );
}
