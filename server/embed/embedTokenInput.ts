import type { FieldErrors } from "../http/errors";
import { isId } from "../http/ids";
import { INVALID, maxLength, REQUIRED } from "../http/messages";

export const EMBED_ACTIONS = ["create", "show", "edit"] as const;
export type EmbedAction = (typeof EMBED_ACTIONS)[number];

export const INVALID_ORIGIN = "Enter an origin such as https://www.example.org";
export const EXPIRY_IN_PAST = "Choose a moment in the future";
export const MAX_ORIGINS = 20;
const MAX_NAME = 255;

/** The body of POST /embedtoken (and, every field optional, of PATCH) as it arrives. */
export type EmbedTokenBody = Record<string, unknown>;

export interface EmbedTokenChanges {
  name?: string;
  allowedOrigins?: string[];
  expiresAt?: Date;
}

export interface NewEmbedToken extends Required<EmbedTokenChanges> {
  environment: number;
  entity: number;
  action: EmbedAction;
  record: number | null;
  role: number;
}

const isAbsent = (value: unknown) => value === undefined || value === null || value === "";

/**
 * An origin as browsers send it (scheme, host and port, no path): https://www.example.org. A trailing
 * slash is dropped; anything else that is not an http(s) origin is refused, as is the wildcard.
 */
export function readOrigin(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/\/$/, "");
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    // Plain host names only: the origin goes into a Content-Security-Policy as it is (no wildcards).
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined;
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    return bare && !text.endsWith("?") && !text.endsWith("#") ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** An ISO date-time (or a day, meaning its end in UTC) strictly after now. */
function readExpiry(value: unknown, now: Date): Date | "invalid" | "past" {
  if (typeof value !== "string" || value.length > 40) return "invalid";
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T23:59:59Z` : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return "invalid";
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return "invalid";
  return date.getTime() <= now.getTime() ? "past" : date;
}

/** Reads the fields that can change after creation; every problem is reported at once, by the body's names. */
export function readTokenChanges(
  body: EmbedTokenBody,
  errors: FieldErrors,
  now: Date,
  required: boolean,
): EmbedTokenChanges {
  const changes: EmbedTokenChanges = {};
  if (isAbsent(body.name)) {
    if (required || body.name !== undefined) errors.name = REQUIRED;
  } else if (typeof body.name !== "string" || body.name.trim() === "") errors.name = REQUIRED;
  else if (body.name.trim().length > MAX_NAME) errors.name = maxLength(MAX_NAME);
  else changes.name = body.name.trim();

  const origins = body.allowedOrigins;
  if (origins === undefined && !required) {
    // left as it is
  } else if (!Array.isArray(origins) || origins.length === 0) errors.allowedOrigins = REQUIRED;
  else if (origins.length > MAX_ORIGINS) errors.allowedOrigins = INVALID;
  else {
    const read = origins.map((origin, index) => {
      const found = readOrigin(origin);
      if (!found) errors[`allowedOrigins.${index}`] = INVALID_ORIGIN;
      return found;
    });
    if (read.every((origin) => origin !== undefined)) changes.allowedOrigins = [...new Set(read)];
  }

  if (isAbsent(body.expiresAt)) {
    if (required || body.expiresAt !== undefined) errors.expiresAt = REQUIRED;
  } else {
    const expiry = readExpiry(body.expiresAt, now);
    if (expiry === "invalid") errors.expiresAt = INVALID;
    else if (expiry === "past") errors.expiresAt = EXPIRY_IN_PAST;
    else changes.expiresAt = expiry;
  }
  return changes;
}

/** Reads a new token's body: what it may do (checked against the database by the service) and its changeable fields. */
export function readNewToken(
  body: EmbedTokenBody,
  now: Date,
): { input?: NewEmbedToken; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const idOf = (name: string): number | undefined => {
    const value = body[name];
    if (isAbsent(value)) {
      errors[name] = REQUIRED;
      return undefined;
    }
    if (!isId(value)) errors[name] = INVALID;
    return isId(value) ? value : undefined;
  };
  const environment = idOf("environment");
  const entity = idOf("entity");
  const role = idOf("role");
  let action: EmbedAction | undefined;
  if (isAbsent(body.action)) errors.action = REQUIRED;
  else if (!EMBED_ACTIONS.includes(body.action as EmbedAction)) errors.action = INVALID;
  else action = body.action as EmbedAction;
  let record: number | null = null;
  if (action === "show" || action === "edit") record = idOf("record") ?? null;
  else if (!isAbsent(body.record)) errors.record = INVALID;
  const changes = readTokenChanges(body, errors, now, true);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      environment: environment as number,
      entity: entity as number,
      action: action as EmbedAction,
      record,
      role: role as number,
      ...(changes as Required<EmbedTokenChanges>),
    },
  };
}
