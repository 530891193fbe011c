// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it } from "vitest";
import { TaggedText } from "../../widgets/controls/TaggedText";
import { DocketForm } from "../../widgets/form/DocketForm";
import { findItem, onlyItem } from "../../widgets/testing/renderItem";
import { renderWithProviders } from "../testing/renderWithProviders";
import { InAppLinks } from "./InAppLinks";

const { model, id } = findItem("user", "show");

/** A user field and a dossier tag as the widgets draw them, beside links the browser must keep. */
function Page() {
  return (
    <InAppLinks>
      <DocketForm
        model={onlyItem(model, id)}
        values={{ [id]: [3] }}
        services={{ resolve: (_kind, userId) => (userId === 3 ? "Anna de Vries" : undefined) }}
      />
      <p>
        <TaggedText text="See #1042" />
      </p>
      <a href="/contentdossier/7" target="_blank" rel="noreferrer">
        New tab
      </a>
      <a href="/api/file/5/download" download>
        Download
      </a>
      <a href="https://example.org/elsewhere">Elsewhere</a>
    </InAppLinks>
  );
}

/** Whether the browser would have followed each click (a full page load): the last listener sees it. */
const followed: boolean[] = [];
const watch = (event: Event) => {
  followed.push(!event.defaultPrevented);
  // jsdom cannot load pages; the test only needs to know whether the page would have loaded.
  event.preventDefault();
};
beforeEach(() => {
  followed.length = 0;
  document.addEventListener("click", watch);
});
afterEach(() => document.removeEventListener("click", watch));

it("takes a plain click on a user link or a dossier tag through the router, without loading the page", async () => {
  const { router } = renderWithProviders(<Page />, "/records/1");
  fireEvent.click(await screen.findByRole("link", { name: /Anna de Vries/ }));
  expect(followed).toEqual([false]);
  await expect.poll(() => router.state.location.pathname).toBe("/user/3");

  fireEvent.click(screen.getByRole("link", { name: "#1042" }));
  expect(followed).toEqual([false, false]);
  await expect.poll(() => router.state.location.pathname).toBe("/contentdossier/1042");
});

it("leaves ctrl-, meta-, shift- and middle clicks, new tabs, downloads and other sites to the browser", async () => {
  const { router } = renderWithProviders(<Page />, "/records/1");
  const anna = await screen.findByRole("link", { name: /Anna de Vries/ });
  fireEvent.click(anna, { ctrlKey: true });
  fireEvent.click(anna, { metaKey: true });
  fireEvent.click(anna, { shiftKey: true });
  fireEvent.click(anna, { button: 1 });
  fireEvent.click(screen.getByRole("link", { name: "New tab" }));
  fireEvent.click(screen.getByRole("link", { name: "Download" }));
  fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
  expect(followed).toEqual([true, true, true, true, true, true, true]);
  expect(router.state.location.pathname).toBe("/records/1");
});
