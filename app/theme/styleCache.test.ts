// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { CSP_NONCE_PLACEHOLDER } from "../../schemas/page";
import { createStyleCache } from "./styleCache";

function pageWithNonce(nonce: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (nonce !== undefined) {
    const meta = doc.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.nonce = nonce;
    doc.head.append(meta);
  }
  return doc;
}

describe("createStyleCache", () => {
  it("gives Emotion the nonce the server put in the page", () => {
    expect(createStyleCache(pageWithNonce("r4nd0m")).nonce).toBe("r4nd0m");
  });

  it("gives no nonce when the page came without one (the dev server, tests)", () => {
    expect(createStyleCache(pageWithNonce(undefined)).nonce).toBeUndefined();
    expect(createStyleCache(pageWithNonce(CSP_NONCE_PLACEHOLDER)).nonce).toBeUndefined();
  });
});
