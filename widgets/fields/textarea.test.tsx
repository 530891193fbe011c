// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { entityByName, environmentBySlug } from "../../fixtures";
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

it("edits in a rich-text box and reports sanitised HTML", () => {
  const edit = modelOf(care, client, "edit");
  const { changes } = renderItem(edit, firstOfType(edit, "textarea"), { value: "<p>Begin</p>" });
  const box = screen.getByRole("textbox");
  expect(box.innerHTML).toBe("<p>Begin</p>");
  box.innerHTML = "<p>Nieuw</p><script>x()</script>";
  box.dispatchEvent(new Event("input", { bubbles: true }));
  expect(changes.at(-1)).toBe("<p>Nieuw</p>");
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
