import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "./main";

const example = "tests/data/issue-example.bundle.json";
const dir = mkdtempSync(join(tmpdir(), "docket-cli-"));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
};

/** Runs the command line in-process, answering its exit code and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => out.push(text));
  vi.spyOn(console, "error").mockImplementation((text: string) => err.push(text));
  const code = await main(argv);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

afterEach(() => vi.restoreAllMocks());

describe("docket compile", () => {
  it("prints the view model", async () => {
    const { code, out } = await run("compile", example, "--view", "edit");
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ view: "edit", order: [101], schema: { required: ["101"] } });
  });

  it("applies --locale, --roles and --admin", async () => {
    const { out } = await run(
      "compile",
      example,
      "--view",
      "edit",
      "--locale",
      "nl_NL",
      "--roles",
      "3,5",
      "--admin",
    );
    expect(JSON.parse(out).context).toEqual({ locale: "nl_NL", roles: [3, 5], admin: true });
  });
});

describe("docket check", () => {
  it("prints visible, required and errors, and exits 1 when there are errors", async () => {
    const values = file("empty.json", {});
    const { code, out } = await run("check", example, "--view", "edit", "--values", values);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual({
      visible: [101],
      required: [101],
      errors: { 101: "This is a required field" },
    });
  });

  it("exits 0 when the values are valid", async () => {
    const values = file("filled.json", { 101: [12] });
    const { code, out } = await run("check", example, "--view", "edit", "--values", values);
    expect(code).toBe(0);
    expect(JSON.parse(out).errors).toEqual({});
  });

  it("reads path values for display rules from --context", async () => {
    const bundle = JSON.parse(
      JSON.stringify({
        entity: { id: 1, translations: [] },
        positions: [
          {
            id: 1,
            type: "main_content",
            translations: [],
            display_items: [
              {
                id: 5,
                view: "edit",
                rank: 1,
                col: 1,
                colspan: 4,
                translations: [],
                settings: { display_rules: [{ path: "a.b", op: "equals", value: ["x"], action: "hide" }] },
                def_dossier_def_field: { id: 9, name: "n", def_field: { id: 9, type: "text" } },
              },
            ],
          },
        ],
        context: { locale: "en_GB", roles: [], admin: false },
      }),
    );
    const path = file("rules.json", bundle);
    const values = file("none.json", {});
    const hidden = await run(
      "check",
      path,
      "--view",
      "edit",
      "--values",
      values,
      "--context",
      file("p.json", { "a.b": ["x"] }),
    );
    expect(JSON.parse(hidden.out).visible).toEqual([]);
    const shown = await run(
      "check",
      path,
      "--view",
      "edit",
      "--values",
      values,
      "--context",
      file("q.json", { "a.b": ["y"] }),
    );
    expect(JSON.parse(shown.out).visible).toEqual([5]);
  });

  it("exits 2 on bad input: unreadable files, invalid JSON and invalid bundles with the JSON path", async () => {
    expect((await run("check", join(dir, "missing.json"), "--view", "edit", "--values", example)).code).toBe(
      2,
    );
    const broken = await run("compile", file("broken.json", "{ nope"), "--view", "edit");
    expect(broken).toMatchObject({ code: 2, err: expect.stringContaining("is not valid JSON") });
    const invalid = await run(
      "compile",
      file("invalid.json", {
        entity: { id: 1, translations: [] },
        positions: [{ id: 1, type: "side" }],
        context: {},
      }),
      "--view",
      "edit",
    );
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain(
      '/positions/0/type: must be one of "main_content", "tab", "meta", "footer"',
    );
    expect(invalid.err).toContain("/context/locale: is required");
    expect((await run("check", example, "--view", "edit")).code).toBe(2);
    expect((await run("compile", example)).code).toBe(2);
    expect((await run("frobnicate")).code).toBe(2);
  });
});
