import { Heading, Spinner, Stack } from "@chakra-ui/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { TokenData } from "../../../../schemas";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { keyLoginCheck } from "../api/keyLoginCheck";
import { takeReferer } from "../state/referer";
import { tokenStore } from "../state/tokenStore";
import { AuthLayout } from "./AuthLayout";
import { ChangePasswordStep } from "./ChangePasswordStep";
import { LoginFlow } from "./LoginFlow";

type Stage = "checking-key" | "login" | "change-password";

/** /login: the login form, or a login link (?username&key) that logs in by itself. */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const search = useSearch({ from: "/login" });
  const withKey = !!(search.username && search.key);
  const [stage, setStage] = useState<Stage>(withKey ? "checking-key" : "login");
  const [keyFailed, setKeyFailed] = useState(false);
  const started = useRef(false);

  const proceed = (token: TokenData) => {
    // A session that must choose a new password (the force-update flag) does that first.
    if (token.re_pwd) setStage("change-password");
    else void navigate({ to: takeReferer() });
  };

  useEffect(() => {
    if (!withKey || started.current) return;
    // The key works once: do not ask twice.
    started.current = true;
    keyLoginCheck(search.username as string, search.key as string)
      .then((token) => {
        tokenStore.set(token);
        proceed(token);
      })
      .catch(() => {
        setKeyFailed(true);
        setStage("login");
      });
  });

  return (
    <AuthLayout>
      {stage === "checking-key" && <Spinner role="status" alignSelf="center" aria-label={t("Logging in")} />}
      {stage === "change-password" && (
        <ChangePasswordStep onChanged={() => void navigate({ to: "/environment" })} />
      )}
      {stage === "login" && (
        <Stack gap="4">
          <Heading as="h1" size="lg">
            {t("Log in")}
          </Heading>
          {keyFailed && <Alert status="danger">{t("login_incorrect")}</Alert>}
          {search.sso === "failed" && (
            <Alert status="danger">
              {t("Single sign-on did not succeed. Try again or log in with your password.")}
            </Alert>
          )}
          <LoginFlow initialUsername={search.username ?? ""} onLoggedIn={proceed} />
        </Stack>
      )}
    </AuthLayout>
  );
}
