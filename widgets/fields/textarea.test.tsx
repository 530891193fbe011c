// @vitest-environment jsdom
import "../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { entityByName, environmentBySlug } from "../../fixtures";
import { redirect } from "../controls/redirect";
import { t } from "../i18n";
import { modelOf } from "../testing/fixtureModels";
import { firstOfType, renderItem } from "../testing/renderItem";

const care = environmentBySlug("care");
const client = entityByName(care, "client").entity.id;
const show = modelOf(care, client, "show");
const textareaId = firstOfType(show, "textarea");

it("sanitises rich text: scripts, event handlers and javascript links go", () => {
  const value =
    '<p onclick="steal()">Hallo <s>oud</s></p><script>alert(1)</script><a href="javascript:alert(1)">link</a><img src="/api/file/7/download" onerror="alert(1)"><img src="https://tracker.example/x.png">';
  const { container } = renderItem(show, textareaId, { value });
  const html = (container.querySelector("[data-rich-text]") as HTMLElement).innerHTML;
  expect(html).toBe('<p>Hallo <s>oud</s></p><a>link</a><img src="/api/file/7/download"><img>');
  expect(container.querySelector("script")).toBeNull();
});

it("shortens long text at 450 characters with Read more and Read less", async () => {
  const user = userEvent.setup();
  const long = `<p>${"woord ".repeat(100)}</p>`;
  const { container } = renderItem(show, textareaId, { value: long });
  const text = () => (container.querySelector("[data-rich-text]") as HTMLElement).textContent ?? "";
  expect(text().length).toBeLessThanOrEqual(451);
  await user.click(screen.getByRole("button", { name: "Read more" }));
  expect(text().trim().length).toBeGreaterThan(450);
  await user.click(screen.getByRole("button", { name: "Read less" }));
  expect(screen.getByRole("button", { name: "Read more" })).toBeInTheDocument();
});

it("cuts at 160 characters in lists, as the engine's list format does", () => {
  const list = { ...show, view: "list", kind: "list" as const };
  const long = `<p>${"woord ".repeat(40)}</p>`;
  const { container } = renderItem(list, textareaId, { value: long });
  const text = (container.querySelector("[data-rich-text]") as HTMLElement).textContent ?? "";
  expect(text.endsWith("…")).toBe(true);
  expect(text.length).toBeLessThanOrEqual(161);
  expect(screen.getByRole("button", { name: "Read more" })).toBeInTheDocument();
});

it("shows short text whole, without Read more", () => {
  renderItem(show, textareaId, { value: "<p>Kort</p>" });
  expect(screen.queryByRole("button", { name: "Read more" })).toBeNull();
  expect(screen.getByText("Kort")).toBeInTheDocument();
});

it("edits in a rich-text box and reports sanitised HTML", async () => {
  const edit = modelOf(care, client, "edit");
  const { changes } = renderItem(edit, firstOfType(edit, "textarea"), { value: "<p>Begin</p>" });
  const box = await screen.findByRole("textbox");
  expect(box.innerHTML).toBe("<p>Begin</p>");
  box.innerHTML = '<p>Nieuw <em>schuin</em></p><script>x()</script><p onclick="x()">Twee</p>';
  // The editor reads what changed in its DOM (as when the browser types or pastes) and reports it.
  await waitFor(() => expect(changes.at(-1)).toBe("<p>Nieuw <i>schuin</i></p><p>Twee</p>"));
});

it("offers the spec's toolbar: bold, italic, strikethrough, numbered list, font sizes 8 to 48 pt and links", async () => {
  const edit = modelOf(care, client, "edit");
  renderItem(edit, firstOfType(edit, "textarea"), { value: "" });
  const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
  for (const name of ["Bold", "Italic", "Strikethrough", "Numbered list", "Link"])
    expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
  const sizes = within(toolbar)
    .getAllByRole("option")
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);
  expect(sizes[0]).toBe("8pt");
  expect(sizes.at(-1)).toBe("48pt");
});

it("keeps font sizes and links of stored rich text through the editor", async () => {
  const edit = modelOf(care, client, "edit");
  const { changes } = renderItem(edit, firstOfType(edit, "textarea"), {
    value: '<p><span style="font-size: 18pt">Groot</span> <a href="https://example.org">site</a></p>',
  });
  const box = await screen.findByRole("textbox");
  expect(box.querySelector("span")?.getAttribute("style")).toContain("font-size: 18pt");
  expect(box.querySelector("a")?.getAttribute("href")).toBe("https://example.org");
  const more = document.createElement("p");
  more.textContent = "meer";
  box.append(more);
  await waitFor(() =>
    expect(changes.at(-1)).toBe(
      '<p><span style="font-size: 18pt">Groot</span> <a href="https://example.org">site</a></p><p>meer</p>',
    ),
  );
});

it("links dossier-number tags in rich text to their records, after sanitising", () => {
  const { container } = renderItem(show, textareaId, {
    value: '<p>Zie <b>#1042</b> en <a href="/x">#7</a></p><p onclick="x()">#8</p>',
  });
  const html = (container.querySelector("[data-rich-text]") as HTMLElement).innerHTML;
  expect(html).toBe(
    '<p>Zie <b><a href="/contentdossier/1042" data-dossier-tag="1042">#1042</a></b> en <a href="/x">#7</a></p>' +
      '<p><a href="/contentdossier/8" data-dossier-tag="8">#8</a></p>',
  );
});

it("asks before a link in rich text leaves for another site, and stays on Cancel", async () => {
  const assign = vi.spyOn(redirect, "to").mockImplementation(() => {});
  renderItem(show, textareaId, { value: '<p>Zie <a href="https://example.org/info">de site</a></p>' });
  await userEvent.click(screen.getByRole("link", { name: "de site" }));
  const ask = await screen.findByRole("alertdialog");
  expect(within(ask).getByText(t("confirm_redirect_changes"))).toBeInTheDocument();
  await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(assign).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("link", { name: "de site" }));
  await userEvent.click(
    within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Continue" }),
  );
  expect(assign).toHaveBeenCalledWith("https://example.org/info");
  assign.mockRestore();
});
