import { Card, Heading, Spinner, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/useT";
import { useToken } from "../../session/hooks/useToken";
import { getUser } from "../api/getUser";
import { userKeys } from "../api/userKeys";
import { AvatarInput } from "./AvatarInput";
import { LanguageChoice } from "./LanguageChoice";
import { LoadFailure } from "./LoadFailure";
import { OwnPasswordForm } from "./OwnPasswordForm";
import { ProfileDetailsForm } from "./ProfileDetailsForm";
import { TwoFactorSetup } from "./TwoFactorSetup";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** /profile: the user's own name, picture, language, password and second factor. */
export function ProfilePage() {
  const t = useT();
  const token = useToken();
  const userId = token?.user_id ?? 0;
  const user = useQuery({
    queryKey: userKeys.one(userId),
    queryFn: () => getUser(userId, null),
    enabled: userId > 0,
  });
  const heading = (
    <Heading as="h1" size="xl">
      {t("Profile")}
    </Heading>
  );
  if (!user.isSuccess) {
    return (
      <Stack gap="4">
        {heading}
        {user.isError ? <LoadFailure error={user.error} /> : <Spinner />}
      </Stack>
    );
  }
  const data = user.data;
  return (
    <Stack gap="4" maxW="3xl">
      {heading}
      <Section title={t("Personal details")}>
        <Stack gap="5">
          <AvatarInput user={data} />
          <ProfileDetailsForm user={data} />
        </Stack>
      </Section>
      <Section title={t("Language")}>
        <LanguageChoice userId={data.id} />
      </Section>
      <Section title={t("change_password_title")}>
        <OwnPasswordForm />
      </Section>
      <Section title={t("Two-step verification")}>
        <TwoFactorSetup userId={data.id} enabled={data.two_factor === true} />
      </Section>
    </Stack>
  );
}
