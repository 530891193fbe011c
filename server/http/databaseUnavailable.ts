/**
 * Failures that say the database cannot do the work now, not that the request is wrong: the statement
 * timeout cancelled it (57014), the server is shutting down or starting (57P01-57P03), or no connection
 * came within the pool's connection timeout. They answer 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (code === "57014" || code === "57P01" || code === "57P02" || code === "57P03") return true;
  if (code === "ECONNREFUSED" || code === "ECONNRESET") return true;
  const message = typeof error.message === "string" ? error.message : "";
  return /timeout exceeded when trying to connect|connection timeout/i.test(message);
}
