import { bodyOf } from "../../../../api/bodyOf";
import { statusOf } from "../../../../api/statusOf";

/** What to tell about a failed call that no field shows: the server's message, else the spec's general one. */
export function failureMessage(failure: unknown): string {
  if (statusOf(failure) === 403) return "403_general_message";
  const body = bodyOf(failure);
  if (typeof body.message === "string" && body.message !== "") return body.message;
  const first = Object.values(body.errors ?? {}).find((value) => typeof value === "string");
  return typeof first === "string" ? first : "Something went wrong";
}
