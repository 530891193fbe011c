import { Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useT } from "../i18n/useT";
import { isChunkLoadError } from "./isChunkLoadError";

async function clearCacheAndReload() {
  if ("caches" in window) {
    for (const name of await caches.keys()) await caches.delete(name);
  }
  window.location.reload();
}

/** A page that failed to render: 'New release' when a part of the app is gone, else 'Something went wrong'. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  if (isChunkLoadError(error)) {
    return (
      <Center minH="60vh" p="6">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="2xl">
            {t("New release")}
          </Heading>
          <Text color="fg.muted">
            {t("A new version of Docket is available. Refresh the page to use it.")}
          </Text>
          <HStack>
            <Button onClick={() => window.location.reload()}>{t("Refresh")}</Button>
            <Button variant="outline" onClick={() => void clearCacheAndReload()}>
              {t("Clear cache")}
            </Button>
          </HStack>
        </Stack>
      </Center>
    );
  }
  return (
    <Center minH="60vh" p="6">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {t("Something went wrong")}
        </Heading>
        <Text color="fg.muted">{t("The page may not exist, or you may not have the rights to see it.")}</Text>
        <HStack>
          <Button variant="outline" onClick={() => window.history.back()}>
            {t("Back")}
          </Button>
          <Button onClick={() => window.location.assign("/")}>{t("Home")}</Button>
        </HStack>
      </Stack>
    </Center>
  );
}
