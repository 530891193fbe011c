import { checkedTextField } from "./checkedText";
import { messages } from "./messages";

// Only characters RFC 3986 allows in a URI (IPv6 hosts aside), so every accepted value also passes the
// schema's "uri" format; the WHATWG parser alone would accept spaces, "|" and more.
const URI_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]+$/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** A web address people can open: http or https with a host. */
export function isValidUrl(value: string): boolean {
  const scheme = /^https?:\/\//i.exec(value);
  if (!scheme || !URI_CHARACTERS.test(value) || BROKEN_ESCAPE.test(value)) return false;
  const authority = value.slice(scheme[0].length).split(/[/?#]/)[0] ?? "";
  if (authority.split("@").length > 2 || value.split("#").length > 2) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export default checkedTextField("url", "uri", isValidUrl, messages.url);
