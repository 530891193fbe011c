import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules of axe-core: what Dutch public-sector software must meet. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Every accessibility finding on the page as it is now, of any impact: axe-core's WCAG 2.1 A and AA rules,
 * and, checked here as well as by axe, every id attribute that more than one element of the document carries.
 * One line per finding: "rule (impact): targets".
 */
export async function axeFindings(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the app's Content-Security-Policy refuses script
  // tags it did not serve, as it should.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    const found = result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]"))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    const duplicated = [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} x${count}`);
    if (duplicated.length > 0) found.push(`duplicate ids: ${duplicated.join(", ")}`);
    return found;
  }, WCAG_21_AA);
}
