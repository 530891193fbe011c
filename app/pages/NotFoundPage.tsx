import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/useT";

/** Any address the route table does not know. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Center minH="60vh" p="6">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {t("Page not found")}
        </Heading>
        <Text color="fg.muted">{t("The page you are looking for does not exist.")}</Text>
        <Button asChild>
          <Link to="/">{t("Home")}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
