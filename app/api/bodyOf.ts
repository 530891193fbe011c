import { FetchError } from "ofetch";

/** What the server answered with a failed call: `{ message }` or `{ errors }` as the API has it. */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, unknown>;
}

export function bodyOf(error: unknown): ErrorBody {
  const data = error instanceof FetchError ? error.data : undefined;
  return data && typeof data === "object" ? (data as ErrorBody) : {};
}
