import { Text } from "@chakra-ui/react";
import { statusOf } from "../../../../api/statusOf";
import { useT } from "../../../../i18n/useT";
import { EditorDrawer } from "./EditorDrawer";

/** An editor's drawer while its saved item loads, or why it could not ('Item not found' on a 404). */
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
      <Text color={error ? "fg.error" : "fg.muted"}>
        {error ? t(statusOf(error) === 404 ? "Item not found" : "Something went wrong") : t("Loading")}
      </Text>
    </EditorDrawer>
  );
}
