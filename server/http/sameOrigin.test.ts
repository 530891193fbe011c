import { describe, expect, it } from "vitest";
import { evidenceOf } from "./sameOrigin";
import { stateChangeOf } from "./stateChangingRoutes";

const OURS = ["https://docket.example", "http://10.0.0.5:8080"];

describe("evidenceOf", () => {
  it("takes Sec-Fetch-Site same-origin, an Origin of ours or the app's header as our own", () => {
    expect(evidenceOf({ secFetchSite: "same-origin" }, OURS)).toBe("same-origin");
    expect(evidenceOf({ origin: "https://docket.example" }, OURS)).toBe("same-origin");
    expect(evidenceOf({ origin: "http://10.0.0.5:8080" }, OURS)).toBe("same-origin");
    expect(evidenceOf({ requestedWith: "docket" }, OURS)).toBe("same-origin");
    expect(evidenceOf({ secFetchSite: "same-origin", origin: "https://docket.example" }, OURS)).toBe(
      "same-origin",
    );
  });

  it("takes any other site, a user's own navigation (none) and an opaque origin as foreign", () => {
    for (const secFetchSite of ["cross-site", "same-site", "none", "CROSS-SITE"]) {
      expect(evidenceOf({ secFetchSite }, OURS), secFetchSite).toBe("foreign");
    }
    for (const origin of [
      "https://evil.example",
      "null",
      "https://docket.example.evil",
      "http://docket.example",
    ]) {
      expect(evidenceOf({ origin }, OURS), origin).toBe("foreign");
    }
  });

  it("lets a sign of another site win over the app's header and a same-origin Sec-Fetch-Site", () => {
    expect(evidenceOf({ origin: "https://evil.example", requestedWith: "docket" }, OURS)).toBe("foreign");
    expect(evidenceOf({ secFetchSite: "cross-site", requestedWith: "docket" }, OURS)).toBe("foreign");
    expect(evidenceOf({ secFetchSite: "same-origin", origin: "https://evil.example" }, OURS)).toBe("foreign");
  });

  it("answers none without any browser sign, or with another value of X-Requested-With", () => {
    expect(evidenceOf({}, OURS)).toBe("none");
    expect(evidenceOf({ requestedWith: "XMLHttpRequest" }, OURS)).toBe("none");
  });
});

describe("stateChangeOf", () => {
  it("counts every write method under /api", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(stateChangeOf(method, "/api/contentdossier/:id"), method).toBe("write");
    }
  });

  it("counts the spec's state-changing GETs, and HEAD on them, which runs the same handler", () => {
    for (const url of ["/api/contentdossier/:id/archive", "/api/logout_cookie", "/api/message/:id"]) {
      expect(stateChangeOf("GET", url), url).toBe("get");
      expect(stateChangeOf("HEAD", url), url).toBe("get");
    }
  });

  it("leaves reads, pages of the app and unknown routes alone", () => {
    expect(stateChangeOf("GET", "/api/contentdossier/:id")).toBe("none");
    expect(stateChangeOf("GET", "/api/ttl_token")).toBe("none");
    expect(stateChangeOf("OPTIONS", "/api/contentdossier/:id")).toBe("none");
    expect(stateChangeOf("POST", "/login")).toBe("none");
    expect(stateChangeOf("POST", undefined)).toBe("none");
  });
});
