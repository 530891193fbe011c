import { Button, Link as ChakraLink, Heading, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";
import { AuthLayout } from "../../session/components/AuthLayout";
import { acceptInvitation } from "../api/acceptInvitation";
import { userKeys } from "../api/userKeys";

const INVALID = "This invitation has expired or was already used";

/** /invitation?key=: the link of an invitation mail; the logged-in user accepts it with one button. */
export function InvitationPage() {
  const t = useT();
  const { key } = useSearch({ from: "/invitation" });
  const queryClient = useQueryClient();
  const [state, setState] = useState<"open" | "pending" | "accepted">("open");
  const [error, setError] = useState<string>();

  const accept = async () => {
    setState("pending");
    setError(undefined);
    try {
      await acceptInvitation(key ?? "");
      // The new membership shows in /user/me and the environment picker.
      await queryClient.invalidateQueries({ queryKey: userKeys.meAll });
      setState("accepted");
    } catch (failure) {
      setError(statusOf(failure) === 400 ? INVALID : "Something went wrong");
      setState("open");
    }
  };

  const toEnvironments = (
    <ChakraLink asChild fontSize="sm" alignSelf="center">
      <Link to="/environment">{t("Go to your environments")}</Link>
    </ChakraLink>
  );

  return (
    <AuthLayout>
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t("Invitation")}
        </Heading>
        {state === "accepted" ? (
          <Text>{t("You have joined the environment.")}</Text>
        ) : (
          <>
            <Text>{t("You have been invited to join an environment.")}</Text>
            {(error || !key) && <Alert status="danger">{t(error ?? INVALID)}</Alert>}
            <Button onClick={() => void accept()} loading={state === "pending"} disabled={!key}>
              {t("Accept invitation")}
            </Button>
          </>
        )}
        {toEnvironments}
      </Stack>
    </AuthLayout>
  );
}
