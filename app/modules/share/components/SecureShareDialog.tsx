import { Button, Dialog, HStack, List, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import type { ShareSettings } from "../api/ShareSettings";
import { shareRecord } from "../api/shareRecord";
import { recordSuggestion } from "../utils/recordSuggestion";
import type { ShareConfiguration, ShareConfigurationErrors } from "../utils/ShareConfiguration";
import type { ShareContactEntry } from "../utils/ShareContactEntry";
import { DEFAULT_VALID_DAYS, dayFromToday } from "../utils/shareDates";
import { templateOptions } from "../utils/templateOptions";
import { validateConfiguration } from "../utils/validateConfiguration";
import { ShareConfigurationStep } from "./ShareConfigurationStep";
import { ShareRecipientsStep } from "./ShareRecipientsStep";
import { ShareSummaryStep } from "./ShareSummaryStep";

const STEPS = ["Recipients", "Configuration", "Summary and Send"] as const;

export interface SecureShareDialogProps {
  open: boolean;
  record: { id: number; environment_id: number; content: Record<string, unknown> };
  settings: ShareSettings;
  /** The record's tabs (main content and tab positions) that can be shared. */
  positions: { id: number; label: string }[];
  onClose: () => void;
}

const initialConfiguration = (positions: { id: number }[]): ShareConfiguration => ({
  activeUntil: dayFromToday(DEFAULT_VALID_DAYS),
  shareType: "positions",
  positions: positions.map((p) => p.id),
  template: null,
});

/**
 * The secure share wizard, a static modal: 1 Recipients (Next needs one), 2 Configuration (valid 7 days by
 * default, positions or a template), 3 Summary and Send. 'Information secure shared' on success.
 */
export function SecureShareDialog({ open, record, settings, positions, onClose }: SecureShareDialogProps) {
  const t = useT();
  const [step, setStep] = useState(0);
  const [contacts, setContacts] = useState<ShareContactEntry[]>([]);
  const [configuration, setConfiguration] = useState(() => initialConfiguration(positions));
  const [errors, setErrors] = useState<ShareConfigurationErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const templates = templateOptions(settings);
  const suggestion = recordSuggestion(settings, record.content);

  const close = () => {
    setStep(0);
    setContacts([]);
    setConfiguration(initialConfiguration(positions));
    setErrors({});
    setServerErrors([]);
    onClose();
  };
  const next = () => {
    if (step === 1) {
      const found = validateConfiguration(configuration);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setStep(step + 1);
  };
  const sharing = useSaveMutation({
    save: () =>
      shareRecord(record.id, {
        activeUntil: configuration.activeUntil.trim(),
        contacts: contacts.map((c) => ({ email: c.email, ...(c.mobile ? { mobile: c.mobile } : {}) })),
        settings:
          configuration.shareType === "positions"
            ? { share_type: "positions", share_value: configuration.positions }
            : { share_type: "template", share_value: configuration.template as number },
      }),
    onSaved: () => {
      toaster.create({ type: "success", title: t("Information secure shared") });
      close();
    },
    // Any failure is 'Something went wrong' (spec 2-records), its messages listed in the dialog.
    invalidToast: false,
    onFailure: (fields) => setServerErrors([...new Set(Object.values(fields))]),
  });
  const pending = sharing.isPending;
  const send = async () => {
    setServerErrors([]);
    await sharing.save();
  };

  return (
    <Dialog.Root
      open={open}
      size="lg"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      onOpenChange={(event) => !event.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="2">
              <Dialog.Title>{t("Secure share")}</Dialog.Title>
              <List.Root
                as="ol"
                variant="plain"
                display="flex"
                gap="4"
                textStyle="sm"
                aria-label={t("Steps")}
              >
                {STEPS.map((name, index) => (
                  <List.Item
                    key={name}
                    aria-current={index === step ? "step" : undefined}
                    fontWeight={index === step ? "semibold" : "normal"}
                    color={index === step ? "fg" : "fg.muted"}
                  >
                    {index + 1} {t(name)}
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Header>
            <Dialog.Body>
              {step === 0 && (
                <ShareRecipientsStep
                  environmentId={record.environment_id}
                  settings={settings}
                  suggestion={suggestion}
                  contacts={contacts}
                  onChange={setContacts}
                />
              )}
              {step === 1 && (
                <ShareConfigurationStep
                  value={configuration}
                  errors={errors}
                  positions={positions}
                  templates={templates}
                  onChange={(value) => {
                    setConfiguration(value);
                    setErrors({});
                  }}
                />
              )}
              {step === 2 && (
                <ShareSummaryStep
                  contacts={contacts}
                  configuration={configuration}
                  positions={positions}
                  templates={templates}
                  errors={serverErrors}
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <HStack justify="space-between" w="full">
                <Button variant="outline" onClick={close}>
                  {t("Cancel")}
                </Button>
                <HStack>
                  {step > 0 && (
                    <Button variant="outline" disabled={pending} onClick={() => setStep(step - 1)}>
                      {t("Previous")}
                    </Button>
                  )}
                  {step < 2 ? (
                    <Button colorPalette="teal" disabled={step === 0 && contacts.length === 0} onClick={next}>
                      {t("Next")}
                    </Button>
                  ) : (
                    <Button colorPalette="teal" loading={pending} onClick={() => void send()}>
                      {t("Send")}
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
