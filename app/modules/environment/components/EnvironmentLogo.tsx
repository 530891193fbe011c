import { Center, Image } from "@chakra-ui/react";
import type { EnvironmentSummary } from "../../../../schemas";

/** The environment's logo, or its initial on a coloured square. */
export function EnvironmentLogo({
  environment,
  size = "12",
}: {
  environment: EnvironmentSummary;
  size?: string;
}) {
  if (environment.image) {
    return <Image src={environment.image} alt="" boxSize={size} objectFit="contain" borderRadius="md" />;
  }
  return (
    <Center
      boxSize={size}
      borderRadius="md"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      fontWeight="bold"
      fontSize="xl"
      aria-hidden
      flexShrink={0}
    >
      {environment.name.trim().charAt(0).toUpperCase()}
    </Center>
  );
}
