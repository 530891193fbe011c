import { Text } from "@chakra-ui/react";
import { LookupFailure } from "../../../../components/LookupFailure";
import { useT } from "../../../../i18n/useT";
import { EditorDialog } from "./EditorDialog";
import { EditorDrawer } from "./EditorDrawer";

/** An editor's drawer (or modal) while its saved item loads, or why it could not ('Item not found' on a 404). */
export function EditorLoading({
  title,
  error,
  modal = false,
  onClose,
}: {
  title: string;
  error: unknown;
  /** The editor opens as a modal, not as a side drawer. */
  modal?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const Shell = modal ? EditorDialog : EditorDrawer;
  return (
    <Shell title={title} onClose={onClose}>
      {error ? <LookupFailure error={error} /> : <Text color="fg.muted">{t("Loading")}</Text>}
    </Shell>
  );
}
