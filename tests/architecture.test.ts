import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

/**
 * The modules and packages a set of files loads at run time, following relative imports across folders.
 * Statements that only bring in types (`import type`, `export type`) are erased by TypeScript and load nothing.
 */
function runtimeGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const statement =
    /^\s*(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  const resolveFile = (from: string, spec: string) =>
    [".ts", ".tsx", "/index.ts", ""].map((end) => resolve(dirname(from), spec + end)).find(existsSync);
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(statement)) {
      if (match[1]) continue;
      const spec = (match[2] ?? match[3]) as string;
      if (!spec.startsWith(".")) {
        packages.add(
          spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : (spec.split("/")[0] as string),
        );
        continue;
      }
      const target = resolveFile(file, spec);
      if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
      visit(target);
    }
  };
  for (const entry of entries) visit(resolve(entry));
  return { files: new Set([...files].map((f) => relative(process.cwd(), f))), packages };
}

describe("the engine's run-time imports", () => {
  // Every engine module the app, widgets or server may load; test helpers (testing.ts) are for tests only.
  const graph = runtimeGraph(sources("engine").filter((file) => !/(^|\/)testing\.ts$/.test(file)));

  it("follow the imports across folders (a check of the walk itself)", () => {
    expect(graph.files).toContain(join("engine", "logic.ts"));
    expect(graph.files).toContain(join("schemas", "names.ts"));
    expect(graph.packages).toContain("json-logic-js");
  });

  it("never load the schema library: the engine takes its name lists from schemas/names.ts", () => {
    expect([...graph.packages].filter((name) => name.startsWith("@sinclair/"))).toEqual([]);
  });

  it("never load ajv: not the schemas index, not schemas/validate, not ajv itself", () => {
    expect([...graph.files].filter((file) => /^schemas[/\\](index|validate)\.ts$/.test(file))).toEqual([]);
    expect([...graph.packages].filter((name) => name.startsWith("ajv"))).toEqual([]);
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
