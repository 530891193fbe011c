/** Whether a webhook address is http(s) with a host; the server refuses anything else too. */
export function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
