import {
  MAX_IDLE_MINUTES,
  MAX_PASSWORD_RULE_LENGTH,
  MIN_PASSWORD_LENGTH,
  type SecurityPolicy,
  TWO_FACTOR_RULES,
} from "../../schemas";

export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  two_factor: "none",
  idle_minutes: null,
  password_min_length: MIN_PASSWORD_LENGTH,
  password_require_digit: false,
  password_require_symbol: false,
  password_require_mixed_case: false,
};

/** The stored policy with the defaults filled in; a value out of range counts as unset. */
export function securityPolicyOf(stored: unknown): SecurityPolicy {
  const raw = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const int = (value: unknown, min: number, max: number) =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : null;
  return {
    two_factor: TWO_FACTOR_RULES.find((rule) => rule === raw.two_factor) ?? "none",
    idle_minutes: int(raw.idle_minutes, 1, MAX_IDLE_MINUTES),
    password_min_length:
      int(raw.password_min_length, MIN_PASSWORD_LENGTH, MAX_PASSWORD_RULE_LENGTH) ?? MIN_PASSWORD_LENGTH,
    password_require_digit: raw.password_require_digit === true,
    password_require_symbol: raw.password_require_symbol === true,
    password_require_mixed_case: raw.password_require_mixed_case === true,
  };
}
