import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { quotedIn } from "./quotedIn";

describe("quotedIn", () => {
  const root = mkdtempSync(join(tmpdir(), "docket-quoted-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write("widgets/deep/field.tsx", 'export const X = t("Save this item first") + `Read more`;');
  write("widgets/constants.ts", "export const Y = 'Are you sure?';");
  write("widgets/field.test.tsx", 't("Only in a test");');
  write("widgets/__snapshots__/field.ts", 'const s = "Only in a snapshot";');
  write("widgets/README.md", '"Only in a readme"');
  write("server/route.ts", 'reply.send({ message: "Unknown field type" });');
  const quoted = quotedIn([join(root, "widgets"), join(root, "server")]);

  it("finds a text quoted in any way in the sources of every folder, however deep", () => {
    for (const text of ["Save this item first", "Read more", "Are you sure?", "Unknown field type"])
      expect([text, quoted(text)]).toEqual([text, true]);
  });

  it("ignores tests, snapshots, other files and texts that are only part of a quoted one", () => {
    for (const text of ["Only in a test", "Only in a snapshot", "Only in a readme", "Read", "item"])
      expect([text, quoted(text)]).toEqual([text, false]);
  });
});
