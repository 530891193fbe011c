import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import en from "./en";
import { compileMessage as plainCompile } from "./plainCompiler";
import { precompiledCatalogs } from "./precompiledCatalogs";

describe("the stand-in compiler of builds", () => {
  it("compiles every catalog id without plural or select as Lingui's compiler does", () => {
    const simple = Object.keys(en).filter((id) => !/,\s*(plural|select)/.test(id));
    expect(simple.length).toBeGreaterThan(1000);
    for (const id of simple) expect([id, plainCompile(id)]).toEqual([id, compileMessage(id)]);
  });

  it("keeps the placeholders of a server's message that has no catalog entry", () => {
    expect(plainCompile("Field {field} is {state}.")).toEqual(["Field ", ["field"], " is ", ["state"], "."]);
  });
});

describe("the build's catalog transform", () => {
  const plugin = precompiledCatalogs("/repo/locales/plainCompiler.ts");
  const transform = plugin.transform as { handler: (code: string, id: string) => Promise<unknown> };
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;

  it("turns a catalog module into its compiled messages", async () => {
    const code =
      'const nl = { "Hi {name}": "Hoi {name}", "{count} items": "{count, plural, one {# ding} other {# dingen}}" };\nexport default nl;';
    const result = (await transform.handler(code, "/repo/locales/nl.ts")) as { code: string };
    const compiled = JSON.parse(result.code.replace(/^export default /, "").replace(/;$/, ""));
    expect(compiled).toEqual({
      "Hi {name}": compileMessage("Hoi {name}"),
      "{count} items": compileMessage("{count, plural, one {# ding} other {# dingen}}"),
    });
  });

  it("leaves out the ids a build does not keep", async () => {
    const keeping = precompiledCatalogs("/repo/locales/plainCompiler.ts", (id) => id !== "Unused");
    const handler = (
      keeping.transform as { handler: (code: string, id: string) => Promise<{ code: string }> }
    ).handler;
    const result = await handler(
      'export default { Used: "Gebruikt", Unused: "Ongebruikt" };',
      "/repo/locales/nl.ts",
    );
    expect(JSON.parse(result.code.replace(/^export default /, "").replace(/;$/, ""))).toEqual({
      Used: compileMessage("Gebruikt"),
    });
  });

  it("gives English only the entries that say more than their id, and every English message reads the same", async () => {
    const code = `export default ${JSON.stringify(en)};`;
    const result = (await transform.handler(code, "/repo/locales/en.ts")) as { code: string };
    const trimmed = JSON.parse(result.code.replace(/^export default /, "").replace(/;$/, ""));
    expect(Object.keys(trimmed).length).toBeLessThan(Object.keys(en).length / 10);
    expect(trimmed["403_general_message"]).toEqual(compileMessage(en["403_general_message"] as string));
    const built = setupI18n({ locale: "en", messages: { en: trimmed } });
    built.setMessagesCompiler(plainCompile);
    const full = setupI18n({ locale: "en", messages: { en: {} } });
    full.setMessagesCompiler(compileMessage);
    full.load("en", en);
    for (const id of Object.keys(en)) {
      const values = Object.fromEntries([...id.matchAll(/\{(\w+)/g)].map(([, name]) => [name as string, 2]));
      expect([id, built._(id, values)]).toEqual([id, full._(id, values)]);
    }
  });

  it("leaves every other module alone", async () => {
    expect(await transform.handler("export default {};", "/repo/locales/index.ts")).toBeNull();
  });

  it("puts the stand-in in place of the compiler for Docket's own modules only", () => {
    const compiler = "@lingui/message-utils/compileMessage";
    expect(resolveId(compiler, "/repo/locales/i18n.ts")).toBe("/repo/locales/plainCompiler.ts");
    expect(resolveId(compiler, "/repo/node_modules/@lingui/core/dist/index.mjs")).toBeNull();
  });
});
