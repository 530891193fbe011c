import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { environments } from "../fixtures";
import type { Bundle } from "../schemas/bundle";
import { VIEW_MODES } from "../schemas/names";

/**
 * The engine runs in the browser under a Content-Security-Policy without 'unsafe-eval'. Node's
 * --disallow-code-generation-from-strings refuses eval and new Function the same way, so a child process
 * started with it runs the engine over every fixture (tests/support/noCodeGeneration.ts) and must finish.
 */
describe("the engine under --disallow-code-generation-from-strings", () => {
  const bundlesDir = join("fixtures", "bundles");
  const bundles = readdirSync(bundlesDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(bundlesDir, file), "utf8")) as Bundle);

  it("compiles, evaluates, updates and validates every fixture bundle and runs every fixture query", () => {
    const child = spawnSync(
      process.execPath,
      ["--disallow-code-generation-from-strings", "--import", "tsx", "tests/support/noCodeGeneration.ts"],
      { encoding: "utf8", cwd: process.cwd() },
    );
    expect(child.status, child.stderr).toBe(0);
    const counts = JSON.parse(child.stdout.trim().split("\n").at(-1) as string);

    // The flag was in force: the child could not build code from strings at all.
    expect(counts.codeGenerationBlocked).toBe(true);
    // Every bundle, in every view mode, each custom view, and edit in mass-update mode.
    expect(counts.bundles).toBe(bundles.length);
    expect(counts.models).toBe(
      bundles.reduce((sum, b) => sum + VIEW_MODES.length + (b.custom_views ?? []).length + 1, 0),
    );
    // At least 50 records per entity, evaluated and validated in each model, each item updated once.
    expect(counts.evaluations).toBeGreaterThanOrEqual(counts.models * 50);
    expect(counts.validations).toBe(counts.evaluations);
    expect(counts.updates).toBeGreaterThan(counts.evaluations);
    // Every saved query of every environment ran over records, and some records matched.
    expect(counts.queries).toBe(environments.reduce((sum, e) => sum + e.queries.length, 0));
    expect(counts.queryChecks).toBeGreaterThanOrEqual(counts.queries * 50);
    expect(counts.queryMatches).toBeGreaterThan(0);
  }, 120_000);
});
