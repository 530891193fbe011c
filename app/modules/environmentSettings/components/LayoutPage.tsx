import { Alert, Box, Button, Fieldset, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import type { EnvironmentDetails } from "../../environment/api/EnvironmentDetails";
import type { EnvironmentLayout, LogoPosition } from "../api/EnvironmentLayout";
import { putEnvironmentLayout } from "../api/putEnvironmentLayout";
import { layoutOf } from "../utils/layoutOf";
import { readableTextOn } from "../utils/readableTextOn";
import { ColourInput } from "./ColourInput";
import { SettingsFrame } from "./SettingsFrame";

const LOGO_POSITIONS: { value: LogoPosition; label: string }[] = [
  { value: "menu", label: "In the side menu" },
  { value: "top_bar", label: "In the top bar" },
  { value: "both", label: "In the side menu and the top bar" },
  { value: "hidden", label: "Not shown" },
];

/** /layout: the environment's colours and logo placement, shown in every member's shell. */
export function LayoutPage() {
  return (
    <SettingsFrame title="Layout" credential="kedo.env">
      {(environment) => <LayoutEditor key={environment.id} environment={environment} />}
    </SettingsFrame>
  );
}

function LayoutEditor({ environment }: { environment: EnvironmentDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [layout, setLayout] = useState(() => layoutOf(environment));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const change = <K extends keyof EnvironmentLayout>(key: K, value: EnvironmentLayout[K]) => {
    setLayout((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await putEnvironmentLayout(environment.id, layout);
      // The shell reads the layout with the environment: it takes the new colours at once.
      await queryClient.invalidateQueries({ queryKey: ["environment", environment.id] });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(
        statusOf(failure) === 400 && Object.keys(fields).length > 0
          ? fields
          : { form: statusOf(failure) === 403 ? "403_general_message" : "Something went wrong" },
      );
    } finally {
      setPending(false);
    }
  };

  const topBar = layout.top_bar_color;
  const menu = layout.menu_color;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("Layout")}>
      <Stack gap="5">
        {errors.form && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(errors.form)}</Alert.Title>
          </Alert.Root>
        )}
        <ColourInput
          label="Top bar colour"
          value={layout.top_bar_color}
          onChange={(value) => change("top_bar_color", value)}
          error={errors.top_bar_color}
        />
        <ColourInput
          label="Side menu colour"
          value={layout.menu_color}
          onChange={(value) => change("menu_color", value)}
          error={errors.menu_color}
        />
        <ColourInput
          label="Accent colour"
          value={layout.primary_color}
          onChange={(value) => change("primary_color", value)}
          error={errors.primary_color}
        />
        <Fieldset.Root invalid={!!errors.logo_position}>
          <Fieldset.Legend>{t("Logo placement")}</Fieldset.Legend>
          <RadioGroup.Root
            value={layout.logo_position}
            onValueChange={(event) => change("logo_position", event.value as LogoPosition)}
          >
            <Stack gap="2">
              {LOGO_POSITIONS.map((position) => (
                <RadioGroup.Item key={position.value} value={position.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(position.label)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.logo_position && <Fieldset.ErrorText>{t(errors.logo_position)}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" aria-label={t("Preview")} role="img">
          <HStack
            px="3"
            py="2"
            bg={topBar ?? "bg"}
            color={topBar ? readableTextOn(topBar) : "fg"}
            borderTopWidth="4px"
            borderTopColor={layout.primary_color ?? "transparent"}
          >
            <Text fontSize="sm">{t("Top bar")}</Text>
          </HStack>
          <HStack align="stretch" gap="0" h="16">
            <Box w="32" p="2" bg={menu ?? "bg.subtle"} color={menu ? readableTextOn(menu) : "fg"}>
              <Text fontSize="sm">{environment.name}</Text>
            </Box>
            <Box flex="1" />
          </HStack>
        </Box>
        <HStack>
          <Button type="submit" colorPalette="teal" loading={pending}>
            {t("Save")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
