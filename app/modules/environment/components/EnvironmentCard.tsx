import { Badge, Button, Card, HStack, IconButton } from "@chakra-ui/react";
import type { EnvironmentSummary } from "../../../../schemas";
import { InfoIcon } from "../../../components/icons/InfoIcon";
import { useT } from "../../../i18n/useT";
import { EnvironmentLogo } from "./EnvironmentLogo";

export interface EnvironmentCardProps {
  environment: EnvironmentSummary;
  onOpen: (environment: EnvironmentSummary) => void;
  onInfo: (environment: EnvironmentSummary) => void;
}

/** One environment in the picker; an inactive one can be neither opened nor inspected. */
export function EnvironmentCard({ environment, onOpen, onInfo }: EnvironmentCardProps) {
  const t = useT();
  const inactive = !environment.active;
  return (
    <Card.Root
      as="article"
      size="sm"
      opacity={inactive ? 0.65 : 1}
      data-inactive={inactive || undefined}
      aria-label={environment.name}
    >
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <EnvironmentLogo environment={environment} />
          <Card.Title as="h2" flex="1" minW="0" wordBreak="break-word">
            {environment.name}
          </Card.Title>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("Information about {name}", { name: environment.name })}
            disabled={inactive}
            onClick={() => onInfo(environment)}
          >
            <InfoIcon />
          </IconButton>
        </HStack>
        {environment.description && (
          <Card.Description lineClamp={3} title={environment.description}>
            {environment.description}
          </Card.Description>
        )}
        {inactive && (
          <Badge colorPalette="gray" alignSelf="start">
            {t("Environment is inactive")}
          </Badge>
        )}
      </Card.Body>
      <Card.Footer>
        <Button
          size="sm"
          width="full"
          disabled={inactive}
          aria-label={t("Open {name}", { name: environment.name })}
          onClick={() => onOpen(environment)}
        >
          {t("Open")}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
