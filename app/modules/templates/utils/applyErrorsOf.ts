import { bodyOf } from "../../../api/bodyOf";

/** The messages a failed apply answered: each refused item with its reason, else the answer's message. */
export function applyErrorsOf(error: unknown): string[] {
  const body = bodyOf(error) as { errors?: Record<string, unknown>; message?: unknown };
  const items = Object.entries(body.errors ?? {}).map(([item, message]) => `${item}: ${String(message)}`);
  if (items.length > 0) return items;
  return [typeof body.message === "string" && body.message ? body.message : "Something went wrong"];
}
