import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Bundle } from "../embed/index";

// jsdom gives import.meta.url another scheme: the path from the file's own folder instead.
const bundlesDir = join(__dirname, "../../fixtures/bundles");
const NOW = "2026-03-10T10:00:00Z";

/** Every fixture bundle, named by its file, at one fixed moment (so "now" defaults do not move). */
export function fixtureBundles(): { name: string; bundle: Bundle }[] {
  return readdirSync(bundlesDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const bundle = JSON.parse(readFileSync(join(bundlesDir, file), "utf8")) as Bundle;
      return {
        name: file.replace(/\.json$/, ""),
        bundle: { ...bundle, context: { ...bundle.context, now: NOW } },
      };
    });
}

/** What a form shows, item by item: position, widget, label and whether it is required. */
export function formOutline(container: HTMLElement): string[] {
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
