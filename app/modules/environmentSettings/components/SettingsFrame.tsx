import { Heading, Spinner, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { EnvironmentDetails } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import { LoadFailure } from "../../user/components/LoadFailure";
import { useSettingsAccess } from "../hooks/useSettingsAccess";
import { ForbiddenNotice } from "./ForbiddenNotice";
import { SettingsNav } from "./SettingsNav";

export interface SettingsFrameProps {
  title: string;
  /** The credential prefix the page needs (spec 1-platform section 6); null: environment admins only. */
  credential: string | null;
  children: (environment: EnvironmentDetails) => ReactNode;
}

/**
 * A settings page of the chosen environment: its heading, then the page once the environment is loaded
 * and the user may use it; otherwise why not (no environment, no right, a failed call).
 */
export function SettingsFrame({ title, credential, children }: SettingsFrameProps) {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const { environment, allowed, loading } = useSettingsAccess(credential);
  let content: ReactNode;
  if (environmentId === null) content = <NoEnvironment />;
  else if (environment.isError) content = <LoadFailure error={environment.error} />;
  else if (loading || !environment.data) content = <Spinner role="status" aria-label={t("Loading")} />;
  else if (!allowed) content = <ForbiddenNotice />;
  else content = children(environment.data);
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      {environmentId !== null && <SettingsNav />}
      {content}
    </Stack>
  );
}
