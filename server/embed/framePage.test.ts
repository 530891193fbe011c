import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { CSP_NONCE_PLACEHOLDER } from "../../schemas";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { type ApiHarness, describeApi } from "../testing/apiHarness";
import { TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_NOT_FOR_THIS, TOKEN_REVOKED } from "./embedCaller";
import { EMBED_NOT_BUILT, isHashedEmbedFile } from "./framePage";

const HOSTS = ["https://www.example.org", "http://localhost:5173"];
const COMPONENT = "customElements.define('docket-form', class extends HTMLElement {});";

/** dist/embed as the embed build leaves it: the component, a hashed chunk and the frame page. */
function builtEmbed(): string {
  const dir = mkdtempSync(join(tmpdir(), "docket-embed-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "docket-form.js"), COMPONENT);
  writeFileSync(join(dir, "assets", "form-DpMzw_tF.js"), "export const form = 1;");
  writeFileSync(
    join(dir, "frame.html"),
    `<!doctype html><html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/embed/frame.js"></script></head><body></body></html>`,
  );
  writeFileSync(join(dir, "frame.js"), "console.log('frame');");
  return dir;
}

/** A create token for the scene's people, made through the admin API. */
async function tokenFor(api: ApiHarness, scene: RecordsScene, name: string) {
  const created = await api.request("POST", "/api/embedtoken", {
    cookie: scene.users.envAdmin.cookie,
    body: {
      environment: scene.environment,
      name,
      entity: scene.entities.person,
      action: "create",
      role: scene.roles.clerk,
      allowedOrigins: HOSTS,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; token: string };
}

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

it("tells hashed embed files from the entry and the frame page", () => {
  expect(isHashedEmbedFile("/srv/dist/embed/assets/form-DpMzw_tF.js")).toBe(true);
  expect(isHashedEmbedFile("/srv/dist/embed/chunk-a1b2c3d4.js.br")).toBe(true);
  expect(isHashedEmbedFile("/srv/dist/embed/docket-form.js")).toBe(false);
  expect(isHashedEmbedFile("/srv/dist/embed/frame.html")).toBe(false);
});

describeApi(
  "the embed files and frame page",
  (api) => {
    let scene: RecordsScene;
    let token: string;
    const get = (url: string) =>
      api.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });

    beforeAll(async () => {
      scene = await recordsScene(api, 8500);
      token = (await tokenFor(api, scene, "Frame")).token;
    }, 60_000);

    it("serves the frame page framed only by the token's origins, with its nonce", async () => {
      const page = await get(`/embed/form/${scene.entities.person}?token=${encodeURIComponent(token)}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      const policy = page.headers["content-security-policy"];
      expect(directive(policy, "frame-ancestors")).toBe(`frame-ancestors ${HOSTS.join(" ")}`);
      expect(directive(policy, "script-src")).toBe("script-src 'self'");
      expect(String(policy)).not.toContain("unsafe-eval");
      expect(page.headers["x-frame-options"]).toBeUndefined();
      expect(page.headers["cache-control"]).toBe("no-store");
      const nonce = /'nonce-([^']+)'/.exec(String(directive(policy, "style-src")))?.[1];
      expect(nonce).toBeTruthy();
      expect(page.body).toContain(`content="${nonce}"`);
      expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    });

    it("refuses a forged, revoked, expired or other entity's token with a page nobody may frame", async () => {
      const revoked = await tokenFor(api, scene, "Revoked frame");
      await api.request("DELETE", `/api/embedtoken/${revoked.id}`, { cookie: scene.users.envAdmin.cookie });
      const expired = await tokenFor(api, scene, "Expired frame");
      await api.db.query("update embed_tokens set expires_at = now() - interval '1 second' where id = $1", [
        expired.id,
      ]);
      const person = scene.entities.person;
      const cases: [string, string][] = [
        [`/embed/form/${person}?token=${token.slice(0, -3)}abc`, TOKEN_INVALID],
        [`/embed/form/${person}`, "An embed token is required"],
        [`/embed/form/${person}?token=${encodeURIComponent(revoked.token)}`, TOKEN_REVOKED],
        [`/embed/form/${person}?token=${encodeURIComponent(expired.token)}`, TOKEN_EXPIRED],
        [`/embed/form/${scene.entities.task}?token=${encodeURIComponent(token)}`, TOKEN_NOT_FOR_THIS],
      ];
      for (const [url, message] of cases) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(403);
        expect(page.body).toContain(message);
        expect(page.headers["x-frame-options"]).toBe("DENY");
        expect(directive(page.headers["content-security-policy"], "frame-ancestors")).toBe(
          "frame-ancestors 'none'",
        );
      }
    });

    it("serves the web component to any origin, hashed chunks cached for good, never the frame file raw", async () => {
      const component = await get("/embed/docket-form.js");
      expect(component.statusCode).toBe(200);
      expect(component.body).toBe(COMPONENT);
      expect(component.headers["content-type"]).toContain("javascript");
      expect(component.headers["access-control-allow-origin"]).toBe("*");
      expect(component.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(component.headers["cache-control"]).toBe("no-cache");
      const chunk = await get("/embed/assets/form-DpMzw_tF.js");
      expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(chunk.headers["access-control-allow-origin"]).toBe("*");
      expect((await get("/embed/frame.html")).statusCode).toBe(404);
      expect((await get("/embed/missing.js")).statusCode).toBe(404);
    });
  },
  { embedDir: builtEmbed() },
);

describeApi(
  "the frame page without an embed build",
  (api) => {
    it("answers 503 with a clear message for a valid token", async () => {
      const scene = await recordsScene(api, 8600);
      const { token } = await tokenFor(api, scene, "Unbuilt");
      const page = await api.app.inject({
        method: "GET",
        url: `/embed/form/${scene.entities.person}?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain(EMBED_NOT_BUILT);
      expect(page.headers["x-frame-options"]).toBe("DENY");
      expect((await api.app.inject({ method: "GET", url: "/embed/docket-form.js" })).statusCode).toBe(404);
    }, 60_000);
  },
  { embedDir: join(tmpdir(), "docket-no-embed-build") },
  { kinds: ["pglite"] },
);
