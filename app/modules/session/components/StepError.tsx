import { Box } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";

/**
 * A login step's error message in a live region that is there before the message is (role alert), so that
 * screen readers announce it when it appears; the step's fields point at it by `id` (aria-describedby).
 */
export function StepError({ id, message }: { id: string; message: string | null }) {
  const t = useT();
  return (
    <Box id={id} role="alert" aria-atomic="true">
      {message && (
        <Alert status="danger" mb="4" live={false}>
          {t(message)}
        </Alert>
      )}
    </Box>
  );
}

/** The attributes of a field that the step's error concerns. */
export function invalidBy(id: string, message: string | null) {
  return message ? { "aria-invalid": true as const, "aria-describedby": id } : {};
}
