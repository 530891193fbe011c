import type { ShareSettings } from "../api/ShareSettings";
import type { ShareContactEntry } from "./ShareContactEntry";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const textOf = (value: unknown): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" || typeof first === "number" ? String(first).trim() : "";
};

/** The recipient the record itself names through the module's email, name and sms fields, if any. */
export function recordSuggestion(
  settings: ShareSettings | null,
  content: Record<string, unknown>,
): ShareContactEntry | null {
  if (!settings?.email_field) return null;
  const email = textOf(content[String(settings.email_field)]);
  if (!EMAIL.test(email)) return null;
  const name = settings.name_field ? textOf(content[String(settings.name_field)]) : "";
  const mobile = settings.sms_field ? textOf(content[String(settings.sms_field)]) : "";
  return { key: `record:${email}`, label: name || email, email, ...(mobile ? { mobile } : {}) };
}
