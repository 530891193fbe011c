import { Checkbox, Fieldset, Input, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { FormField } from "../../../components/FormField";
import { useT } from "../../../i18n/useT";
import { eventKeys } from "../api/eventKeys";
import { listEvents } from "../api/listEvents";
import type { WebhookInput } from "../api/Webhook";
import { triggerLabels } from "./triggerLabels";

/** The fields of a webhook: name, address, the events it posts, active. */
export function WebhookFields({
  environmentId,
  value,
  errors,
  onChange,
}: {
  environmentId: number;
  value: WebhookInput;
  errors: Record<string, string>;
  onChange: (value: WebhookInput) => void;
}) {
  const t = useT();
  const events = useQuery({
    queryKey: eventKeys.choices(environmentId),
    queryFn: () => listEvents({ environment: environmentId, limit: 200 }),
  });
  const toggle = (id: number, on: boolean) =>
    onChange({ ...value, events: on ? [...value.events, id] : value.events.filter((event) => event !== id) });
  return (
    <Stack gap="4">
      <FormField label={t("Name")} error={errors.name} required>
        <Input
          value={value.name}
          maxLength={255}
          onChange={(change) => onChange({ ...value, name: change.target.value })}
        />
      </FormField>
      <FormField label={t("URL")} error={errors.url} required>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value.url}
          maxLength={2000}
          onChange={(change) => onChange({ ...value, url: change.target.value })}
        />
      </FormField>
      <Fieldset.Root invalid={!!errors.events}>
        <Fieldset.Legend>{t("Events")}</Fieldset.Legend>
        {events.isSuccess && events.data.results.length === 0 && (
          <Text fontSize="sm">{t("No events yet")}</Text>
        )}
        <Stack gap="2">
          {(events.data?.results ?? []).map((event) => (
            <Checkbox.Root
              key={event.id}
              checked={value.events.includes(event.id)}
              onCheckedChange={(change) => toggle(event.id, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {event.name} ({t(triggerLabels[event.trigger])})
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {errors.events && <Fieldset.ErrorText>{t(errors.events)}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Checkbox.Root
        checked={value.active}
        onCheckedChange={(change) => onChange({ ...value, active: change.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("Active")}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
