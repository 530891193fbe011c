/** The character rules of a security policy (spec: password rules), checked on every new password. */
export interface PasswordRules {
  minLength: number;
  requireDigit: boolean;
  requireSymbol: boolean;
  requireMixedCase: boolean;
}

export const NEEDS_DIGIT = "The password must contain a digit";
export const NEEDS_SYMBOL = "The password must contain a symbol";
export const NEEDS_MIXED_CASE = "The password must contain upper and lower case letters";
export const tooShort = (length: number) => `The password must be at least ${length} characters long`;

/** The first rule the password breaks, or undefined when it keeps them all. */
export function passwordRuleProblem(password: string, rules: PasswordRules): string | undefined {
  if ([...password].length < rules.minLength) return tooShort(rules.minLength);
  if (rules.requireDigit && !/\p{Nd}/u.test(password)) return NEEDS_DIGIT;
  if (rules.requireMixedCase && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) {
    return NEEDS_MIXED_CASE;
  }
  if (rules.requireSymbol && !/[^\p{L}\p{N}]/u.test(password)) return NEEDS_SYMBOL;
  return undefined;
}
