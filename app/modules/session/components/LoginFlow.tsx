import { useState } from "react";
import type { TokenData } from "../../../../schemas";
import { loginCheck } from "../api/loginCheck";
import { tokenStore } from "../state/tokenStore";
import { loginFailureOf } from "../utils/loginFailureOf";
import { PasswordStep } from "./PasswordStep";
import { VerificationCodeStep } from "./VerificationCodeStep";

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
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };

  const attempt = async (withCode: boolean) => {
    setPending(true);
    setError(null);
    try {
      const token = await loginCheck(username.trim(), password, withCode ? code : undefined);
      tokenStore.set(token);
      onLoggedIn(token);
    } catch (failure) {
      const outcome = loginFailureOf(failure, withCode);
      if (outcome.kind === "code-required") {
        setStep("code");
        setCode("");
      } else {
        setError(outcome.message);
      }
    } finally {
      setPending(false);
    }
  };

  if (step === "code") {
    return (
      <VerificationCodeStep
        code={code}
        error={error}
        pending={pending}
        onCode={edit(setCode)}
        onSubmit={() => void attempt(true)}
        onBack={() => {
          setStep("password");
          setPassword("");
          setError(null);
        }}
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
      onSubmit={() => void attempt(false)}
    />
  );
}
