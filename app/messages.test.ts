import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "../locales/all";

/** The app's sources, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const PATTERNS = [
  /\bt\(\s*"([^"]+)"/g,
  /\btitle: "([^"]+)"/g,
  /placeholderRoute\("[^"]*", "([^"]+)"\)/g,
  /<PlaceholderPage title="([^"]+)"/g,
  /"(New entity|Edit entity)"/g,
  /^(?:export )?const [A-Z_]+ = "([^"]+)";/gm,
];

describe("the app's messages", () => {
  const used = new Set<string>();
  for (const file of sources("app")) {
    const text = readFileSync(file, "utf8");
    for (const pattern of PATTERNS) for (const match of text.matchAll(pattern)) used.add(match[1] as string);
  }
  // Constants that are not messages.
  for (const name of ["docket_lang", "environment-admin", "/socket.io", "dossier id"]) used.delete(name);

  it("are found in the sources", () => {
    expect(used.size).toBeGreaterThan(120);
  });

  it("are all in the catalogs, so every language has them", () => {
    const missing = [...used].filter((id) => !Object.hasOwn(catalogs.en, id));
    expect(missing).toEqual([]);
  });
});
