import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The serious and critical accessibility findings of axe-core on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A dialog still fading in has its text at part opacity, which axe measures as too little contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the browser's debugging protocol: the app's Content-Security-Policy refuses script
  // tags it did not serve, as it should.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[];
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
