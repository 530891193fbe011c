// @vitest-environment jsdom
import "../testing/setup";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lazyPartsLoaded } from "../testing/lazyParts";
import { render } from "../testing/render";
// The package's source entry: what `npm run build:package` bundles into dist/index.js.
import { type Bundle, DossierForm, DossierView } from "./index";

// jsdom gives import.meta.url another scheme: the path from the file's own folder instead.
const bundlesDir = join(__dirname, "../../fixtures/bundles");
const NOW = "2026-03-10T10:00:00Z";
const bundles = readdirSync(bundlesDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const bundle = JSON.parse(readFileSync(join(bundlesDir, file), "utf8")) as Bundle;
    return {
      name: file.replace(/\.json$/, ""),
      bundle: { ...bundle, context: { ...bundle.context, now: NOW } },
    };
  });

/** What a form shows, item by item: position, widget, label and whether it is required. */
function outline(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>("[data-item-id]")].map((cell) => {
    const position = cell.closest("[data-position-id]")?.getAttribute("data-position-id");
    // The item's cell is the group its label names.
    const labelId = cell.getAttribute("aria-labelledby");
    const labelElement = labelId ? cell.ownerDocument.getElementById(labelId) : cell.querySelector("label");
    const label = labelElement?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const required = cell.querySelector("[aria-required='true'], [required]") ? " required" : "";
    return `${position}/${cell.getAttribute("data-item-id")} ${cell.getAttribute("data-widget")} "${label}"${required}`;
  });
}

describe.each(bundles)("$name", ({ bundle }) => {
  it("renders the create form", async () => {
    const { container } = render(<DossierForm bundle={bundle} mode="create" />);
    await lazyPartsLoaded(container);
    const items = outline(container);
    expect(items.length).toBeGreaterThan(0);
    expect(container.textContent).not.toContain("Unknown field type");
    expect(items).toMatchSnapshot();
  });

  it("renders the show view", () => {
    const { container } = render(<DossierView bundle={bundle} />);
    expect(container.querySelector("form")?.getAttribute("data-view")).toBe("show");
    expect(outline(container)).toMatchSnapshot();
  });
});

describe("locale and roles", () => {
  const first = bundles[0] as (typeof bundles)[number];
  it("compiles for the given locale and roles in place of the bundle's", () => {
    const { container } = render(<DossierForm bundle={first.bundle} locale="nl_NL" roles={[999_999]} />);
    expect(container.querySelectorAll("[data-item-id]").length).toBeGreaterThan(0);
  });
});
