import { Box, Input, InputGroup, Text } from "@chakra-ui/react";
import { useState } from "react";
import { SearchIcon } from "../../../components/icons/SearchIcon";
import { useT } from "../../../i18n/useT";

/** The top bar's quick search over records; it answers once the records API is there. */
export function QuickSearch() {
  const t = useT();
  const [text, setText] = useState("");
  return (
    <Box position="relative" flex="1" maxW="md">
      <InputGroup startElement={<SearchIcon boxSize="4" />}>
        <Input
          type="search"
          size="sm"
          value={text}
          placeholder={t("Quick search")}
          aria-label={t("Quick search")}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === "Escape" && setText("")}
        />
      </InputGroup>
      {text.trim() !== "" && (
        <Box
          role="status"
          position="absolute"
          top="calc(100% + 4px)"
          insetX="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          p="3"
        >
          <Text fontSize="sm" color="fg.muted">
            {t("Quick search is not available yet.")}
          </Text>
        </Box>
      )}
    </Box>
  );
}
