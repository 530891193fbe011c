import { Box, Center, Heading, Stack } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { randomBackground } from "../utils/backgrounds";

/** The frame of the public screens: a random background with one card in the middle. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const [background] = useState(() => randomBackground());
  return (
    <Center minH="100dvh" p="4" style={{ background }} data-testid="auth-background">
      <Box as="main" bg="bg" borderRadius="l3" boxShadow="lg" p={{ base: "6", md: "8" }} w="full" maxW="md">
        <Stack gap="6">
          <Heading as="p" size="2xl" color="colorPalette.700" letterSpacing="tight">
            Docket
          </Heading>
          {children}
        </Stack>
      </Box>
    </Center>
  );
}
