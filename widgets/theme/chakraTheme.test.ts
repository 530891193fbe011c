import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultConfig } from "@chakra-ui/react";
import { expect, it } from "vitest";
import { chakraTheme } from "./chakraTheme";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every name imported from @chakra-ui/react by the app's and the widgets' own (non-test) sources. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, "utf8");
        for (const [, list] of source.matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g,
        ))
          for (const part of (list ?? "").split(","))
            names.add(
              (
                part
                  .trim()
                  .replace(/^type\s+/, "")
                  .split(/\s+as\s+/)[0] ?? ""
              ).trim(),
            );
      }
    }
  };
  walk(join(root, "app"));
  walk(join(root, "widgets"));
  names.delete("");
  return names;
}

/** A component's recipe key: Button -> button, NativeSelect -> nativeSelect; a few share another's. */
const SHARED_RECIPE: Record<string, string> = {
  IconButton: "button",
  CloseButton: "button",
  AvatarGroup: "avatar",
  Toaster: "toast",
};
const recipeKeyOf = (name: string) => SHARED_RECIPE[name] ?? name.charAt(0).toLowerCase() + name.slice(1);

it("holds the recipe of every Chakra component the app and widgets import", () => {
  const defaults = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
  const ours = { ...chakraTheme.theme?.recipes, ...chakraTheme.theme?.slotRecipes };
  const needed = [...chakraImports()].map(recipeKeyOf).filter((key) => key in defaults);
  expect(needed.length).toBeGreaterThan(20);
  expect(needed.filter((key) => !(key in ours))).toEqual([]);
});

it("keeps the default theme's tokens, so every style the default system knew still resolves", () => {
  expect(chakraTheme.theme?.tokens).toEqual(defaultConfig.theme?.tokens);
  expect(chakraTheme.theme?.semanticTokens).toEqual(defaultConfig.theme?.semanticTokens);
  expect(chakraTheme.globalCss).toEqual(defaultConfig.globalCss);
});
