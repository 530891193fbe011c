import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CSP_NONCE_PLACEHOLDER } from "../../schemas";
import type { ApiResponse } from "../testing/apiHarness";
import { describeApi } from "../testing/apiHarness";
import { API_DOCS_POLICY, JSON_POLICY, tileSource } from "./contentSecurityPolicy";
import { PERMISSIONS_POLICY } from "./securityHeaders";

/** A built app of one page, with the placeholder where the build puts the nonce (vite.config.ts). */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), "docket-app-"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
      `<script type="module" src="/assets/main.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  );
  return dir;
}

/** The policy's directives by name. */
function directives(response: ApiResponse): Map<string, string[]> {
  const policy = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** What every answer carries, whatever it is. */
function expectCommonHeaders(response: ApiResponse): void {
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("same-origin");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(directives(response).get("frame-ancestors")).toEqual(["'none'"]);
}

describeApi(
  "Security headers over http",
  (api) => {
    it("gives the app's page a strict policy with a fresh style nonce that the page hands on", async () => {
      const [first, second] = [await api.request("GET", "/login"), await api.request("GET", "/")];
      for (const page of [first, second]) {
        expect(page.status).toBe(200);
        expect(page.headers["content-type"]).toMatch(/^text\/html/);
        expectCommonHeaders(page);
        const policy = directives(page);
        expect(policy.get("script-src")).toEqual(["'self'"]);
        expect(policy.get("object-src")).toEqual(["'none'"]);
        expect(String(page.headers["content-security-policy"])).not.toMatch(/unsafe-eval/);
        // Inline styles only as attributes (rich text); style elements need the nonce.
        expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
        const [self, nonce] = policy.get("style-src") ?? [];
        expect(self).toBe("'self'");
        const value = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(nonce ?? "")?.[1];
        expect(value).toBeDefined();
        expect(page.body).toContain(`<meta property="csp-nonce" nonce="${value}">`);
        expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
        // A page with a nonce is never kept: the next load has another.
        expect(page.headers["cache-control"]).toBe("no-store");
        // Over plain http: no HSTS, no upgrade of requests.
        expect(page.headers["strict-transport-security"]).toBeUndefined();
        expect(policy.has("upgrade-insecure-requests")).toBe(false);
      }
      expect(directives(first).get("style-src")).not.toEqual(directives(second).get("style-src"));
      // Without tiles, images come from the app itself and data: or blob: addresses only.
      expect(directives(first).get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    });

    it("never serves index.html without its nonce", async () => {
      const page = await api.request("GET", "/index.html");
      expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    });

    it("gives JSON answers and errors a policy that allows nothing", async () => {
      const user = await api.loggedInUser({ name: "headers" });
      const answers = [
        await api.request("GET", "/api/user/me", { cookie: user.cookie }),
        await api.request("GET", "/api/user/me"),
        await api.request("GET", "/api/nothing/here", { cookie: user.cookie }),
        await api.request("POST", "/api/login_check", { body: { username: user.username } }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 400]);
      for (const answer of answers) {
        expectCommonHeaders(answer);
        expect(answer.headers["content-security-policy"]).toBe(JSON_POLICY);
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
    });

    it("keeps the API documentation page working under its own policy, framed by no one", async () => {
      const docs = await api.request("GET", "/api/docs/");
      expect(docs.status).toBe(200);
      expect(docs.headers["content-security-policy"]).toBe(API_DOCS_POLICY);
      expectCommonHeaders(docs);
    });
  },
  { appDir: builtApp() },
);

describeApi(
  "Security headers over https, with map tiles",
  (api) => {
    it("sends HSTS, upgrades requests and allows the tile server's images", async () => {
      const page = await api.request("GET", "/login");
      expectCommonHeaders(page);
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const policy = directives(page);
      expect(policy.has("upgrade-insecure-requests")).toBe(true);
      expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://*.tile.example.org"]);
      const json = await api.request("GET", "/api/user/me");
      expect(json.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    });
  },
  {
    appDir: builtApp(),
    publicUrl: "https://docket.example.org",
    mapTileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
  },
);

describe("tileSource", () => {
  it("answers the scheme and host of a tile template, a placeholder in the host as a wildcard", () => {
    expect(tileSource("http://tiles.local/{z}/{x}/{y}.png")).toBe("http://tiles.local");
    expect(tileSource("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.openstreetmap.org",
    );
    expect(tileSource("http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8081");
  });

  it("answers nothing for what is no http(s) address or no plain host", () => {
    expect(tileSource("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
    expect(tileSource("javascript:alert(1)")).toBeUndefined();
    expect(tileSource("https://a b;script-src *")).toBeUndefined();
  });
});
