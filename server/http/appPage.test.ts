import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { isHashedAsset } from "./appPage";

const SCRIPT = `console.log(${JSON.stringify("docket ".repeat(500))});`;

/** A built app as Vite and app/build/precompress.ts leave it: hashed assets with .br and .gz beside them. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), "docket-app-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Docket</title>");
  const script = join(dir, "assets", "index-DpMzw_tF.js");
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

it("tells hashed build assets from other files", () => {
  expect(isHashedAsset("/srv/app/assets/index-DpMzwbtF.js")).toBe(true);
  expect(isHashedAsset("/srv/app/assets/ErdPage-a1_b-C3d.css.br")).toBe(true);
  expect(isHashedAsset("/srv/app/favicon.svg")).toBe(false);
  expect(isHashedAsset("/srv/app/assets/logo.png")).toBe(false);
});

describeApi(
  "the app's files",
  (api) => {
    const get = (url: string, encoding?: string) =>
      api.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

    it("sends hashed assets precompressed as the browser accepts, cached for good", async () => {
      const br = await get("/assets/index-DpMzw_tF.js", "gzip, deflate, br");
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers["content-type"]).toContain("javascript");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

      const gz = await get("/assets/index-DpMzw_tF.js", "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

      const plain = await get("/assets/index-DpMzw_tF.js");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    });

    it("has other files checked on every use, and never caches the page", async () => {
      const icon = await get("/favicon.svg", "br");
      expect(icon.statusCode).toBe(200);
      expect(icon.headers["cache-control"]).toBe("no-cache");
      const page = await get("/contentdossier/1", "br");
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
    });
  },
  { appDir: builtApp() },
  { kinds: ["pglite"] },
);
