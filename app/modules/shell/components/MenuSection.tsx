import { Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

/** A titled group of menu links. */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="0.5" aria-labelledby={id}>
      <Text
        id={id}
        px="3"
        pb="1"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
      >
        {title}
      </Text>
      {children}
    </Stack>
  );
}
