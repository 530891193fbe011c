import { FetchError } from "ofetch";

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof FetchError ? (error.status ?? error.statusCode) : undefined;
}
