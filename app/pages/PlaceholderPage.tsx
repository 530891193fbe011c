import { Heading, Stack, Text } from "@chakra-ui/react";
import { useT } from "../i18n/useT";

/** A page of the route table whose screen is not built yet: its title and a notice saying so. */
export function PlaceholderPage({ title }: { title: string }) {
  const t = useT();
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      <Text color="fg.muted">{t("This page is not available yet.")}</Text>
    </Stack>
  );
}
