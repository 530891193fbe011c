import { Text } from "@chakra-ui/react";
import { LookupFailure } from "../../../../components/LookupFailure";
import { useT } from "../../../../i18n/useT";
import { EditorDrawer } from "./EditorDrawer";

/** An editor's drawer while its saved item loads, or why it could not ('Item not found' badge on a 404). */
export function EditorLoading({
  title,
  error,
  onClose,
}: {
  title: string;
  error: unknown;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <EditorDrawer title={title} onClose={onClose}>
      {error ? <LookupFailure error={error} /> : <Text color="fg.muted">{t("Loading")}</Text>}
    </EditorDrawer>
  );
}
