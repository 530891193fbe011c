import { Badge, CloseButton, DataList, Dialog, HStack, Portal, Text, Wrap } from "@chakra-ui/react";
import type { EnvironmentSummary } from "../../../../schemas";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { EnvironmentLogo } from "./EnvironmentLogo";

/** The environment's details: description, languages, who made it and when. */
export function EnvironmentInfoDialog({
  environment,
  onClose,
}: {
  environment: EnvironmentSummary | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open={!!environment} onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {environment && (
              <>
                <Dialog.Header>
                  <HStack gap="3">
                    <EnvironmentLogo environment={environment} size="10" />
                    <Dialog.Title>{environment.name}</Dialog.Title>
                  </HStack>
                </Dialog.Header>
                <Dialog.Body>
                  <DataList.Root orientation="vertical" gap="4">
                    <DataList.Item>
                      <DataList.ItemLabel>{t("Description")}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Text whiteSpace="pre-wrap">{environment.description}</Text>
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t("Languages")}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Wrap gap="1">
                          {(environment.locales ?? []).map((locale) => (
                            <Badge key={locale.id}>{locale.name}</Badge>
                          ))}
                        </Wrap>
                      </DataList.ItemValue>
                    </DataList.Item>
                    {environment.created_at && (
                      <DataList.Item>
                        <DataList.ItemLabel>{t("Created")}</DataList.ItemLabel>
                        <DataList.ItemValue>
                          {[formatDate(environment.created_at), environment.created_by?.username]
                            .filter(Boolean)
                            .join(" · ")}
                        </DataList.ItemValue>
                      </DataList.Item>
                    )}
                  </DataList.Root>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t("Close")} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
