// @vitest-environment jsdom
import "../testing/setup";
import { describe, expect, it } from "vitest";
import { fixtureBundles, formOutline } from "../testing/embedFixtures";
import { lazyPartsLoaded } from "../testing/lazyParts";
import { render } from "../testing/render";
// The package's source entry: what `npm run build:package` bundles into dist/index.js.
import { DossierForm, DossierView } from "./index";

const bundles = fixtureBundles();

describe.each(bundles)("$name", ({ bundle }) => {
  it("renders the create form", async () => {
    const { container } = render(<DossierForm bundle={bundle} mode="create" />);
    await lazyPartsLoaded(container);
    const items = formOutline(container);
    expect(items.length).toBeGreaterThan(0);
    expect(container.textContent).not.toContain("Unknown field type");
    expect(items).toMatchSnapshot();
  });

  it("renders the show view", () => {
    const { container } = render(<DossierView bundle={bundle} />);
    expect(container.querySelector("form")?.getAttribute("data-view")).toBe("show");
    expect(formOutline(container)).toMatchSnapshot();
  });
});

describe("locale and roles", () => {
  const first = bundles[0] as (typeof bundles)[number];
  it("compiles for the given locale and roles in place of the bundle's", () => {
    const { container } = render(<DossierForm bundle={first.bundle} locale="nl_NL" roles={[999_999]} />);
    expect(container.querySelectorAll("[data-item-id]").length).toBeGreaterThan(0);
  });
});
