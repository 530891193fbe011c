import { bodyOf } from "./bodyOf";

/** The per-field messages of a 400 answer (`{ errors: { field: message } }`); empty for other answers. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = bodyOf(error).errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
