import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { first } from "../../http/queryParams";

/** The query string of a list call. */
export type ListQuery = Record<string, unknown>;

/** An optional id parameter; a present but unreadable one is a 400 for it. */
export function idParam(query: ListQuery, name: string): number | undefined {
  const text = first(query[name]);
  if (text === undefined) return undefined;
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest({ [name]: INVALID });
  return id;
}
