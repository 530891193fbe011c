import { hash, verify } from "@node-rs/argon2";
import { MIN_PASSWORD_LENGTH } from "../../schemas";
import { isTooEasyToGuess, TOO_EASY_TO_GUESS } from "./passwordStrength";

// Longer inputs only make hashing slower; nobody types a password this long.
export const MAX_PASSWORD_LENGTH = 1024;

/** An argon2id hash (the library's default algorithm and cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user) it still spends the time of a
 * real check, so the answer's timing does not tell which usernames exist.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy password that matches nothing");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * The complaint about a new password, or undefined when it will do. userInputs (the username, the email
 * address) make passwords built from them count as easy to guess.
 */
export async function passwordProblem(
  password: string,
  userInputs: string[] = [],
): Promise<string | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `The maximum length is ${MAX_PASSWORD_LENGTH} characters`;
  if (await isTooEasyToGuess(password, userInputs)) return TOO_EASY_TO_GUESS;
  return undefined;
}
