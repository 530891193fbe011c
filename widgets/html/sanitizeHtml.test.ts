// @vitest-environment jsdom
import { expect, it } from "vitest";
import { INFO_TEXT_RULES, RICH_TEXT_LIST_RULES, RICH_TEXT_RULES, sanitizeHtml } from "./sanitizeHtml";

it("removes scripts and styles with their content, and unwraps other tags", () => {
  expect(sanitizeHtml("<p>a<script>evil()</script><style>p{}</style><u>b</u></p>", RICH_TEXT_RULES)).toBe(
    "<p>ab</p>",
  );
});

it("drops event handlers and unsafe addresses", () => {
  const html =
    '<a href="javascript:alert(1)" onclick="x()">a</a><a href=" java\tscript:x">b</a><a href="https://x.nl">c</a><a href="/contentdossier/4">d</a>';
  expect(sanitizeHtml(html, RICH_TEXT_RULES)).toBe(
    '<a>a</a><a>b</a><a href="https://x.nl">c</a><a href="/contentdossier/4">d</a>',
  );
});

it("keeps style and border only outside lists, and never style with url()", () => {
  const html =
    '<table border="1"><tbody><tr><td style="color: red">x</td><td style="background: url(https://t.example/)">y</td></tr></tbody></table>';
  expect(sanitizeHtml(html, RICH_TEXT_RULES)).toBe(
    '<table border="1"><tbody><tr><td style="color: red">x</td><td>y</td></tr></tbody></table>',
  );
  expect(sanitizeHtml(html, RICH_TEXT_LIST_RULES)).toBe(
    "<table><tbody><tr><td>x</td><td>y</td></tr></tbody></table>",
  );
});

it("keeps s in rich text only outside lists", () => {
  expect(sanitizeHtml("<s>oud</s>", RICH_TEXT_RULES)).toBe("<s>oud</s>");
  expect(sanitizeHtml("<s>oud</s>", RICH_TEXT_LIST_RULES)).toBe("oud");
});

it("limits information texts to the spec's tags", () => {
  expect(
    sanitizeHtml(
      '<h1>Kop</h1><p>Tekst <a href="https://x.nl">link</a></p><svg><script>x</script></svg>',
      INFO_TEXT_RULES,
    ),
  ).toBe("Kop<p>Tekst link</p>");
});

it("drops comments, which could hide markup", () => {
  expect(sanitizeHtml("a<!-- <img src=x onerror=alert(1)> -->b", RICH_TEXT_RULES)).toBe("ab");
});

it("drops attributes the spec does not list, data and aria ones too", () => {
  expect(sanitizeHtml('<p class="x" data-item-id="4" aria-hidden="true" id="a">t</p>', RICH_TEXT_RULES)).toBe(
    "<p>t</p>",
  );
});
