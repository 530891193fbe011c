import type { EmbedToken, EmbedTokenChanges } from "../api/EmbedToken";
import { originsOf } from "./embedSnippets";

/** What of a token its form can change after creation, as typed: origins one a line, the expiry a day. */
export interface EditableToken {
  name: string;
  origins: string;
  expiresAt: string;
}

/**
 * The day a token expires as its form takes it: the server reads a day as its end in UTC, so the UTC day of
 * the expiry is the day that was chosen (in Amsterdam, 23:59:59 UTC is already the next day).
 */
export const expiryDayOf = (expiresAt: string) => expiresAt.slice(0, 10);

/** A token's changeable fields as its edit form starts. */
export function editableOf(token: EmbedToken): EditableToken {
  return {
    name: token.name,
    origins: token.allowedOrigins.join("\n"),
    expiresAt: expiryDayOf(token.expiresAt),
  };
}

/**
 * Only what the form changed: an untouched expiry is not sent again, so renaming an expired token is no
 * error and a time-of-day expiry is not moved to the end of its day.
 */
export function tokenChangesOf(token: EmbedToken, form: EditableToken): EmbedTokenChanges {
  const changes: EmbedTokenChanges = {};
  const name = form.name.trim();
  if (name !== token.name) changes.name = name;
  const origins = originsOf(form.origins);
  if (origins.join("\n") !== token.allowedOrigins.join("\n")) changes.allowedOrigins = origins;
  if (form.expiresAt !== editableOf(token).expiresAt) changes.expiresAt = form.expiresAt;
  return changes;
}
