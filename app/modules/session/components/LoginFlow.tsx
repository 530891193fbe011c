import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { TokenData } from "../../../../schemas";
import { loginCheck } from "../api/loginCheck";
import { tokenStore } from "../state/tokenStore";
import { loginFailureOf } from "../utils/loginFailureOf";
import { PasswordStep } from "./PasswordStep";
import { VerificationCodeStep } from "./VerificationCodeStep";

// Rare (an environment's policy demands a second factor not set up yet): its QR code loads only then.
const TwoFactorEnrolmentStep = lazy(() =>
  import("./TwoFactorEnrolmentStep").then((module) => ({ default: module.TwoFactorEnrolmentStep })),
);

export interface LoginFlowProps {
  /** Called once the session is stored. */
  onLoggedIn: (token: TokenData) => void;
  initialUsername?: string;
  usernameLocked?: boolean;
  compact?: boolean;
}

/**
 * Logging in: the password step, then the verification-code step when the server answers 401 with
 * errors.two_factor. Any edit clears the error.
 */
export function LoginFlow({ onLoggedIn, initialUsername = "", usernameLocked, compact }: LoginFlowProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"password" | "code">("password");
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };

  // Plain useMutation, not useSaveMutation: a login saves no form, and a refusal is never a toast but the
  // flow's next step (a code, an enrolment) or a message in the form.
  const login = useMutation({
    mutationFn: (withCode: boolean) => loginCheck(username.trim(), password, withCode ? code : undefined),
    onSuccess: (token) => {
      tokenStore.set(token);
      onLoggedIn(token);
    },
    onError: (failure, withCode) => {
      const outcome = loginFailureOf(failure, withCode);
      if (outcome.kind === "code-required") {
        setStep("code");
        setCode("");
      } else if (outcome.kind === "setup-required") {
        setEnrolment({ secret: outcome.secret, uri: outcome.uri });
        setStep("code");
        setCode("");
      } else {
        setError(outcome.message);
      }
    },
  });
  const pending = login.isPending;

  const attempt = (withCode: boolean) => {
    setError(null);
    login.mutate(withCode);
  };

  const back = () => {
    setStep("password");
    setPassword("");
    setError(null);
    setEnrolment(null);
  };

  if (step === "code" && enrolment) {
    return (
      <Suspense fallback={null}>
        <TwoFactorEnrolmentStep
          secret={enrolment.secret}
          uri={enrolment.uri}
          code={code}
          error={error}
          pending={pending}
          onCode={edit(setCode)}
          onSubmit={() => attempt(true)}
          onBack={back}
        />
      </Suspense>
    );
  }
  if (step === "code") {
    return (
      <VerificationCodeStep
        code={code}
        error={error}
        pending={pending}
        onCode={edit(setCode)}
        onSubmit={() => attempt(true)}
        onBack={back}
      />
    );
  }
  return (
    <PasswordStep
      username={username}
      password={password}
      error={error}
      pending={pending}
      usernameLocked={usernameLocked}
      compact={compact}
      onUsername={edit(setUsername)}
      onPassword={edit(setPassword)}
      onSubmit={() => attempt(false)}
    />
  );
}
