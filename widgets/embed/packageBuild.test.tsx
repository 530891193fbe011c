// @vitest-environment jsdom
import "../testing/setup";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureBundles, formOutline } from "../testing/embedFixtures";
import { lazyPartsLoaded } from "../testing/lazyParts";
import { render } from "../testing/render";
import * as source from "./index";

// Inside the repository, so that the build's imports of React, Chakra UI and the rest (left to the app)
// resolve to the same packages as the source's.
const outDir = join(__dirname, "../../node_modules/.cache/docket-form-package");
let built: typeof source;

beforeAll(async () => {
  // The embed config sets NODE_ENV for its production builds; this worker's later files keep theirs.
  const mode = process.env.NODE_ENV;
  try {
    await build({
      configFile: join(__dirname, "vite.config.ts"),
      mode: "package",
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = mode;
  }
  built = await import(/* @vite-ignore */ join(outDir, "index.js"));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it("imports the built files, not the source", () => {
  expect(built.DossierForm).not.toBe(source.DossierForm);
  expect(built.DossierForm.toString()).not.toBe(source.DossierForm.toString());
});

/** The package as `npm run build:package` makes it renders every fixture bundle as its source does. */
describe.each(fixtureBundles())("$name through the built package", ({ bundle }) => {
  it("shows the same create form and show view", async () => {
    const fromBuild = render(<built.DossierForm bundle={bundle} mode="create" />);
    await lazyPartsLoaded(fromBuild.container);
    const fromSource = render(<source.DossierForm bundle={bundle} mode="create" />);
    await lazyPartsLoaded(fromSource.container);
    expect(formOutline(fromBuild.container).length).toBeGreaterThan(0);
    expect(formOutline(fromBuild.container)).toEqual(formOutline(fromSource.container));

    const shownBuilt = render(<built.DossierView bundle={bundle} />);
    const shownSource = render(<source.DossierView bundle={bundle} />);
    expect(formOutline(shownBuilt.container)).toEqual(formOutline(shownSource.container));
  });
});
