import { Box, Button, CloseButton, Dialog, Portal, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { bodyOf } from "../../../api/bodyOf";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { getTemplate } from "../api/getTemplate";
import { reportTemplateStatus } from "../api/reportTemplateStatus";
import { templateKeys } from "../api/templateKeys";
import { useTemplateApply } from "../hooks/useTemplateApply";
import { templateName } from "../utils/templateName";

export interface ApplyTemplateDialogProps {
  templateId: number;
  environmentId: number;
  /** Goes to the environment (its dashboard at /). */
  onOpenEnvironment: () => void;
  onClose: () => void;
}

/**
 * The template apply screen (spec 1-platform): a confirm step, a progress bar (done of total), an ERROR block
 * with the last two errors, then go to the environment or close. Environments of another first language
 * are refused and can only be closed.
 */
export function ApplyTemplateDialog({
  templateId,
  environmentId,
  onOpenEnvironment,
  onClose,
}: ApplyTemplateDialogProps) {
  const t = useT();
  const locale = useContentLocale();
  const template = useQuery({
    queryKey: templateKeys.one(templateId),
    queryFn: () => getTemplate(templateId),
  });
  const { phase, progress, errors, run } = useTemplateApply(templateId, environmentId);
  const loadFailed = template.isError;
  useEffect(() => {
    // A template that does not load cannot be applied: the environment's status says so.
    if (loadFailed) void reportTemplateStatus(environmentId, 9).catch(() => undefined);
  }, [loadFailed, environmentId]);

  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  const busy = phase === "running";
  return (
    <Dialog.Root
      open
      closeOnInteractOutside={false}
      onOpenChange={(event) => !event.open && !busy && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Apply template")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {template.isPending && <Spinner />}
                {loadFailed && <Alert status="danger">{t(loadFailureOf(template.error))}</Alert>}
                {template.data && phase === "confirm" && (
                  <Text>
                    {t("Apply the template {name} to this environment?", {
                      name: templateName(template.data, locale),
                    })}
                  </Text>
                )}
                {phase === "mismatch" && (
                  <Alert status="danger">{t("The environments do not have the same language")}</Alert>
                )}
                {(phase === "running" || phase === "done" || phase === "failed") && (
                  <Progress.Root
                    value={phase === "done" ? 100 : percent}
                    colorPalette={phase === "failed" ? "red" : "teal"}
                    aria-label={t("Template progress")}
                  >
                    <Progress.Label>
                      {t("{done} of {total}", { done: progress.done, total: progress.total })}
                    </Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {phase === "done" && <Alert status="success">{t("The template has been applied")}</Alert>}
                {phase === "failed" && errors.length > 0 && (
                  <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
                    <Text fontWeight="bold" color="fg.error">
                      {t("ERROR")}
                    </Text>
                    <Stack as="ul" gap="1" mt="1" ps="4">
                      {errors.map((message, index) => (
                        // Two messages at most, which may repeat: their place tells them apart.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <li key={index}>{t(message)}</li>
                      ))}
                    </Stack>
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {phase === "confirm" && (
                <Button colorPalette="teal" disabled={!template.data} onClick={() => void run()}>
                  {t("Apply")}
                </Button>
              )}
              {(phase === "done" || phase === "failed") && (
                <Button colorPalette="teal" onClick={onOpenEnvironment}>
                  {t("Go to environment")}
                </Button>
              )}
              <Button variant="outline" disabled={busy} onClick={onClose}>
                {t("Close")}
              </Button>
            </Dialog.Footer>
            {!busy && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("Close")} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What a failed template load says: a missing template could not be applied; else the API's message. */
function loadFailureOf(error: unknown): string {
  if (statusOf(error) === 404) return "Template could not be applied";
  return bodyOf(error).message || "Something went wrong";
}
