import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo, useRef, useState } from "react";
import type { ViewModel } from "../../../../engine";
import { createFormStore, DocketForm } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import { useT } from "../../../i18n/useT";
import { useWidgetServices } from "../../record/hooks/useWidgetServices";

/**
 * The live preview: each visible position of the compiled view under its name, one value store for all, so
 * sample values typed here try the conditions. A recompiled model (another view, language, role set or an
 * unsaved change) keeps the values typed so far.
 */
export function PreviewForm({ model }: { model: ViewModel }) {
  const t = useT();
  const services = useWidgetServices();
  const previous = useRef<FormStore | null>(null);
  const [resets, setResets] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reset (resets) starts over from the defaults
  const store = useMemo(() => createFormStore(model, previous.current?.values()), [model, resets]);
  previous.current = store;
  const positions = model.layout.positions.filter((position) => position.items.length > 0);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {t("Type sample values to try the conditions; nothing is saved.")}
        </Text>
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            previous.current = null;
            setResets((count) => count + 1);
          }}
        >
          {t("Clear sample values")}
        </Button>
      </HStack>
      {positions.length === 0 && <Text>{t("No items found")}</Text>}
      {positions.map((position) => (
        <Box
          as="section"
          key={position.id}
          aria-labelledby={`preview-position-${position.id}`}
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          p="4"
        >
          <Heading as="h3" size="sm" mb="3" id={`preview-position-${position.id}`}>
            {position.label || position.type}
          </Heading>
          <DocketForm
            model={model}
            store={store}
            positionIds={[position.id]}
            services={services}
            id={`preview-form-${position.id}`}
          />
        </Box>
      ))}
    </Stack>
  );
}
