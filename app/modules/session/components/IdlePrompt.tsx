import { AbsoluteCenter, Button, Dialog, Portal, ProgressCircle, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import { countdownColor } from "../idle/countdownColor";
import { formatCountdown } from "../idle/formatCountdown";
import { IDLE_PROMPT_MS, IDLE_TIMEOUT_MS } from "../state/sessionTimes";

const PROMPT_SECONDS = (IDLE_TIMEOUT_MS - IDLE_PROMPT_MS) / 1000;

export interface IdlePromptProps {
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
}

/** The warning after 10 idle minutes: a countdown ring to the end of the session. */
export function IdlePrompt({ secondsLeft, onStay, onLogout }: IdlePromptProps) {
  const t = useT();
  const color = countdownColor(secondsLeft);
  return (
    <Dialog.Root open role="alertdialog" closeOnInteractOutside={false} onOpenChange={() => onStay()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Inactivity detected")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack align="center" gap="4">
                <ProgressCircle.Root
                  value={(secondsLeft / PROMPT_SECONDS) * 100}
                  size="xl"
                  data-testid="idle-countdown"
                  data-color={color}
                >
                  <ProgressCircle.Circle css={{ "--size": "7rem", "--thickness": "0.5rem" }}>
                    <ProgressCircle.Track />
                    <ProgressCircle.Range stroke={color} />
                  </ProgressCircle.Circle>
                  <AbsoluteCenter>
                    <ProgressCircle.ValueText fontSize="xl" color={color}>
                      {formatCountdown(secondsLeft)}
                    </ProgressCircle.ValueText>
                  </AbsoluteCenter>
                </ProgressCircle.Root>
                <Text textAlign="center">
                  {t("You have been inactive for a while. You will be logged out in {time}.", {
                    time: formatCountdown(secondsLeft),
                  })}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onLogout}>
                {t("Log out")}
              </Button>
              <Button onClick={onStay}>{t("Stay logged in")}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
