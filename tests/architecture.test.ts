import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Source files of a folder, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("__snapshots__"))
    .map((f) => join(folder, f));
}

const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
    (m) => (m[1] ?? m[2]) as string,
  );

function offenders(folder: string, forbidden: RegExp): string[] {
  return sources(folder).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden.test(spec))
      .map((spec) => `${file} imports ${spec}`),
  );
}

describe("layers (DESIGN.md)", () => {
  it("the engine imports no React, no DOM library and nothing that does I/O", () => {
    expect(
      offenders(
        "engine",
        /^(react|react-dom|@chakra-ui|@rjsf\/core|node:|fs$|path$|ofetch|pg$|@electric-sql)|^\.\.\/(app|widgets|server|fixtures)/,
      ),
    ).toEqual([]);
  });

  it("the server never imports the app or the widgets", () => {
    expect(offenders("server", /^(\.\.\/)+(app|widgets)\/|^react/)).toEqual([]);
  });

  it("the widgets never import the app or the server", () => {
    expect(offenders("widgets", /^(\.\.\/)+(app|server)\//)).toEqual([]);
  });

  it("the schemas import nothing of Docket's own layers", () => {
    expect(offenders("schemas", /^\.\.\//)).toEqual([]);
  });
});

describe("no eval at run time (the app runs under a CSP without 'unsafe-eval')", () => {
  const evalLike = /\bnew Function\s*\(|(^|[^.\w])eval\s*\(/m;

  it("the engine's own code neither evals nor builds functions from strings", () => {
    expect(sources("engine").filter((file) => evalLike.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("nor do the libraries it runs on", () => {
    const libraries = ["node_modules/json-logic-js/logic.js", "node_modules/jsep/dist/jsep.js"];
    expect(libraries.filter((file) => evalLike.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
