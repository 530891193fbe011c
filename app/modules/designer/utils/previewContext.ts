import type { Bundle, Context } from "../../../../schemas";

/** The bundle as a user of these roles in this language receives it: no admin exemption. */
export function previewContext(bundle: Bundle, locale: string, roles: number[]): Bundle {
  const context: Context = { ...bundle.context, locale, roles, admin: false };
  return { ...bundle, context };
}
