import type { FieldErrors } from "../http/errors";
import { isId } from "../http/ids";
import { INVALID, INVALID_EMAIL, REQUIRED } from "../http/messages";

/** The body of POST /dossier/{id}/secureshare as it arrives. */
export interface ShareBody {
  activeUntil?: unknown;
  contacts?: unknown;
  settings?: unknown;
}

export interface ShareContact {
  email: string;
  mobile: string | null;
}

export interface ShareInput {
  /** YYYY-MM-DD */
  activeUntil: string;
  contacts: ShareContact[];
  shareType: "positions" | "template";
  shareValue: number[] | number;
}

const MAX_CONTACTS = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads DD-MM-YYYY (as the wizard shows it) or YYYY-MM-DD into YYYY-MM-DD, if it is a real day. */
export function readDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match =
    /^(\d{2})-(\d{2})-(\d{4})$/.exec(text) ??
    /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  if (!match) return null;
  const [, a, b, c] = match as unknown as [string, string, string, string];
  const [year, month, day] = a.length === 4 ? [a, b, c] : [c, b, a];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${year}-${month}-${day}` ? iso : null;
}

/** Today in Amsterdam, where the spec's dates live. */
export const today = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(now);

/** Checks the share's body; every problem is reported at once, by the payload's names. */
export function readShareInput(body: ShareBody): { input?: ShareInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const activeUntil = readDay(body.activeUntil);
  if (body.activeUntil === undefined || body.activeUntil === null || body.activeUntil === "") {
    errors.activeUntil = REQUIRED;
  } else if (!activeUntil || activeUntil < today()) errors.activeUntil = INVALID;

  const contacts: ShareContact[] = [];
  if (!Array.isArray(body.contacts) || body.contacts.length === 0) errors.contacts = REQUIRED;
  else if (body.contacts.length > MAX_CONTACTS) errors.contacts = INVALID;
  else {
    body.contacts.forEach((raw, index) => {
      const contact = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
      const email = typeof contact.email === "string" ? contact.email.trim() : "";
      if (email === "") errors[`contacts.${index}.email`] = REQUIRED;
      else if (email.length > 255 || !EMAIL.test(email)) errors[`contacts.${index}.email`] = INVALID_EMAIL;
      const mobile =
        typeof contact.mobile === "string" && contact.mobile.trim() ? contact.mobile.trim() : null;
      if (mobile && mobile.length > 50) errors[`contacts.${index}.mobile`] = INVALID;
      contacts.push({ email, mobile });
    });
  }

  const settings = (
    typeof body.settings === "object" && body.settings !== null ? body.settings : {}
  ) as Record<string, unknown>;
  const shareType = settings.share_type ?? "positions";
  let shareValue: number[] | number = [];
  if (shareType === "positions") {
    const value = settings.share_value;
    if (!Array.isArray(value) || value.length === 0) errors["settings.share_value"] = REQUIRED;
    else if (!value.every(isId)) errors["settings.share_value"] = INVALID;
    else shareValue = [...new Set(value as number[])];
  } else if (shareType === "template") {
    const value = Array.isArray(settings.share_value) ? settings.share_value[0] : settings.share_value;
    if (value === undefined || value === null || value === "") errors["settings.share_value"] = REQUIRED;
    else if (!isId(Number(value))) errors["settings.share_value"] = INVALID;
    else shareValue = Number(value);
  } else errors["settings.share_type"] = INVALID;

  if (Object.keys(errors).length > 0 || !activeUntil) return { errors };
  return {
    input: { activeUntil, contacts, shareType: shareType as ShareInput["shareType"], shareValue },
    errors,
  };
}
