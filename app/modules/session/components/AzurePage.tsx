import { Center, Spinner } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../../../i18n/useT";
import { takeReferer } from "../state/referer";
import { tokenStore } from "../state/tokenStore";
import { tokenFromAzureQuery } from "../utils/tokenFromAzureQuery";

/** /azure: the single-sign-on landing; stores the token data of the query and goes on. */
export function AzurePage() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const token = tokenFromAzureQuery(new URLSearchParams(window.location.search));
    if (!token) {
      void navigate({ to: "/", replace: true });
      return;
    }
    tokenStore.set(token);
    void navigate({ to: takeReferer(), replace: true });
  }, [navigate]);
  return (
    <Center minH="100dvh">
      <Spinner role="status" aria-label={t("Logging in")} />
    </Center>
  );
}
