import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";

/**
 * A page about the chosen environment: its heading always, then the page's content for the environment,
 * or the note that none is chosen.
 */
export function OfEnvironmentPage({
  title,
  children,
}: {
  title: string;
  children: (environmentId: number) => ReactNode;
}) {
  const environmentId = useCurrentEnvironmentId();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {environmentId === null ? <NoEnvironment /> : children(environmentId)}
    </Stack>
  );
}
