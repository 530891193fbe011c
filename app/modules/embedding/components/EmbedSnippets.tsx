import { Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { embedSnippets } from "../utils/embedSnippets";

/** A text to copy, with its label and a Copy button that says when it has copied. */
function CopyBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap="1">
      <HStack justify="space-between">
        <Text fontWeight="semibold" fontSize="sm">
          {label}
        </Text>
        <Button
          size="xs"
          variant="outline"
          aria-label={t("Copy {name}", { name: label })}
          onClick={() => {
            void navigator.clipboard?.writeText(text);
            setCopied(true);
          }}
        >
          {copied ? t("Copied") : t("Copy")}
        </Button>
      </HStack>
      <Code data-testid={testId} display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
        {text}
      </Code>
    </Stack>
  );
}

/** A new token's string, shown once, and the snippets that embed its form with it. */
export function EmbedSnippets({ token, entity, locale }: { token: string; entity: number; locale: string }) {
  const t = useT();
  const snippets = embedSnippets(window.location.origin, entity, token, locale);
  return (
    <Stack gap="4">
      <Alert status="warning">{t("Copy this token now; it is not shown again.")}</Alert>
      <CopyBlock label={t("Token")} text={token} testId="embed-token" />
      <CopyBlock label={t("Web component")} text={snippets.component} testId="embed-component-snippet" />
      <CopyBlock label={t("Iframe")} text={snippets.iframe} testId="embed-iframe-snippet" />
    </Stack>
  );
}
