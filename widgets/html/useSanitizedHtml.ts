import { useEffect, useState } from "react";
import { loadSanitizer, type SanitizeRules, sanitizeHtml, sanitizerLoaded } from "./sanitizeHtml";

/**
 * An HTML fragment sanitised to the rules, or undefined until the sanitiser has loaded (loadSanitizer):
 * nothing unsanitised is ever shown in the meantime.
 */
export function useSanitizedHtml(html: string, allowed: SanitizeRules): string | undefined {
  const [, setLoaded] = useState(sanitizerLoaded);
  useEffect(() => {
    if (!sanitizerLoaded())
      loadSanitizer().then(
        () => setLoaded(true),
        () => {},
      );
  }, []);
  return sanitizerLoaded() ? sanitizeHtml(html, allowed) : undefined;
}
