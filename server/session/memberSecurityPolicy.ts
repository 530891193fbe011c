import type { SecurityPolicy } from "../../schemas";
import type { Database } from "../db/database";
import { securityPolicyOf } from "../environments/securityPolicy";
import { ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import type { PasswordRules } from "./passwordRules";

/** What the policies of a user's environments ask of them together: the strictest of each rule. */
export interface MemberSecurityPolicy {
  twoFactorRequired: boolean;
  passwordRules: PasswordRules;
  /** The shortest idle time of the environments, in minutes; null when none sets one. */
  idleMinutes: number | null;
}

/** The rules of one policy as the password check takes them. */
export function passwordRulesOf(policy: SecurityPolicy): PasswordRules {
  return {
    minLength: policy.password_min_length,
    requireDigit: policy.password_require_digit,
    requireSymbol: policy.password_require_symbol,
    requireMixedCase: policy.password_require_mixed_case,
  };
}

/**
 * The policies of the active environments the user is an active member of, combined: a second factor
 * when one asks it of every member, or of admins and the user is an admin there; the longest minimum
 * length and every character rule any of them has.
 */
export async function memberSecurityPolicy(db: Database, userId: number): Promise<MemberSecurityPolicy> {
  const rows = await db.query<{ security_policy: unknown; admin: boolean }>(
    `select e.security_policy,
            exists (select 1 from environment_user_roles eur
                      join role_credentials rc on rc.role_id = eur.role_id
                     where eur.environment_user_id = eu.id and rc.credential = $2) as admin
       from environment_users eu join environments e on e.id = eu.environment_id
      where eu.user_id = $1 and eu.active and e.active`,
    [userId, ENVIRONMENT_ADMIN],
  );
  const combined: MemberSecurityPolicy = {
    twoFactorRequired: false,
    passwordRules: passwordRulesOf(securityPolicyOf(null)),
    idleMinutes: null,
  };
  for (const row of rows) {
    const policy = securityPolicyOf(row.security_policy);
    if (policy.two_factor === "all" || (policy.two_factor === "admins" && row.admin)) {
      combined.twoFactorRequired = true;
    }
    if (policy.idle_minutes !== null) {
      combined.idleMinutes = Math.min(combined.idleMinutes ?? policy.idle_minutes, policy.idle_minutes);
    }
    const rules = passwordRulesOf(policy);
    const current = combined.passwordRules;
    combined.passwordRules = {
      minLength: Math.max(current.minLength, rules.minLength),
      requireDigit: current.requireDigit || rules.requireDigit,
      requireSymbol: current.requireSymbol || rules.requireSymbol,
      requireMixedCase: current.requireMixedCase || rules.requireMixedCase,
    };
  }
  return combined;
}

/** The password rules of one environment, for a user created into it. */
export async function environmentPasswordRules(db: Database, environmentId: number): Promise<PasswordRules> {
  const [row] = await db.query<{ security_policy: unknown }>(
    "select security_policy from environments where id = $1",
    [environmentId],
  );
  return passwordRulesOf(securityPolicyOf(row?.security_policy));
}
