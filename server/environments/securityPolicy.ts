import { type Static, Type } from "@sinclair/typebox";
import { MIN_PASSWORD_LENGTH } from "../session/passwords";

export const TWO_FACTOR_RULES = ["none", "admins", "all"] as const;
/** Passwords longer than this rule would lock people out of typing them; 128 is more than enough. */
export const MAX_PASSWORD_RULE_LENGTH = 128;
/** A day: longer idle limits are no limit worth stating. */
export const MAX_IDLE_MINUTES = 1440;

/** PUT /environment/{id}/setting: the environment's security policy, enforced by the server. */
export const SecurityPolicy = Type.Object({
  /** Who must log in with a second factor: nobody extra, the environment's admins, or every member. */
  two_factor: Type.Union(TWO_FACTOR_RULES.map((rule) => Type.Literal(rule))),
  /** Minutes without a request after which a member's session ends; null: the product's own limits. */
  idle_minutes: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_IDLE_MINUTES }), Type.Null()]),
  password_min_length: Type.Integer({ minimum: MIN_PASSWORD_LENGTH, maximum: MAX_PASSWORD_RULE_LENGTH }),
  password_require_digit: Type.Boolean(),
  password_require_symbol: Type.Boolean(),
  password_require_mixed_case: Type.Boolean(),
});

export type SecurityPolicy = Static<typeof SecurityPolicy>;

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
