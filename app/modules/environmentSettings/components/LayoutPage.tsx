import { Box, Fieldset, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import type { EnvironmentDetails } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import type { LogoPosition } from "../api/EnvironmentLayout";
import { putEnvironmentLayout } from "../api/putEnvironmentLayout";
import { useSettingsForm } from "../hooks/useSettingsForm";
import { layoutOf } from "../utils/layoutOf";
import { readableTextOn } from "../utils/readableTextOn";
import { ColourInput } from "./ColourInput";
import { SettingsForm } from "./SettingsForm";
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
  const { form: layout, errors, pending, change, save } = useSettingsForm(() => layoutOf(environment));

  const submit = () =>
    save(async () => {
      await putEnvironmentLayout(environment.id, layout);
      // The shell reads the layout with the environment: it takes the new colours at once.
      await queryClient.invalidateQueries({ queryKey: environmentKeys.one(environment.id) });
    });

  const topBar = layout.top_bar_color;
  const menu = layout.menu_color;
  return (
    <SettingsForm
      label={t("Layout")}
      onSubmit={() => void submit()}
      formError={errors.form}
      pending={pending}
    >
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
    </SettingsForm>
  );
}
