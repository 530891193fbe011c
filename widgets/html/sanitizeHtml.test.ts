// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
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

describe("style", () => {
  it("keeps only colours, alignment, font weight and style and text decoration", () => {
    const html =
      '<p style="color: red; background-color: yellow; text-align: center; font-weight: bold; font-style: italic; text-decoration: underline">t</p>';
    expect(sanitizeHtml(html, RICH_TEXT_RULES)).toBe(
      '<p style="color: red; background-color: yellow; text-align: center; font-weight: bold; font-style: italic; text-decoration: underline">t</p>',
    );
  });

  it("drops a fixed layer over the whole application, keeping its harmless colours", () => {
    const layer =
      '<div style="position: fixed; inset: 0; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 99999; display: block; background: white; color: black">Your session expired. <a href="https://evil.example/login">Log in again</a></div>';
    const clean = sanitizeHtml(layer, RICH_TEXT_RULES);
    expect(clean).not.toMatch(/position|inset|top|left|width|height|z-index|display/);
    expect(clean).toBe(
      '<div style="background-color: white; color: black">Your session expired. <a href="https://evil.example/login">Log in again</a></div>',
    );
  });

  it("drops a style that loads from elsewhere, even through an allowed property", () => {
    for (const style of [
      "background: url(https://evil.example/track.gif) red",
      "background-color: red; background-image: url(//evil.example/t.gif)",
      "color: red; background: u\\rl(https://evil.example/)",
      "color: red; background: image-set('https://evil.example/t.gif' 1x)",
    ]) {
      const clean = sanitizeHtml(`<span style="${style}">t</span>`, RICH_TEXT_RULES);
      expect(clean, style).not.toMatch(/evil|url|image/);
    }
  });

  it("drops a style with nothing allowed left, and unreadable declarations", () => {
    expect(sanitizeHtml('<p style="position: absolute; margin-top: -500px">t</p>', RICH_TEXT_RULES)).toBe(
      "<p>t</p>",
    );
    expect(sanitizeHtml('<p style="}{ color: red">t</p>', RICH_TEXT_RULES)).not.toContain("}");
  });
});

describe("images", () => {
  const image = (src: string, rules = RICH_TEXT_RULES) => sanitizeHtml(`<img src="${src}" alt="a">`, rules);
  const PNG =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

  it("drops images from any other host, so opening a record tells no one", () => {
    for (const src of [
      "http://evil.example/track.gif",
      "https://evil.example/api/file/12/download",
      "//evil.example/api/file/12/download",
      "/\\evil.example/api/file/12/download",
      "/api/file/12/../../../track.gif",
      "/api/file/x/download",
      "/api/user/me",
    ]) {
      expect(image(src), src).toBe('<img alt="a">');
    }
  });

  it("keeps Docket's own file downloads, relative or on the page's own origin", () => {
    expect(image("/api/file/12/download")).toBe('<img src="/api/file/12/download" alt="a">');
    const own = `${window.location.origin}/api/file/12/download`;
    expect(image(own)).toBe(`<img src="${own}" alt="a">`);
    expect(image("/api/file/12/download", INFO_TEXT_RULES)).toBe('<img src="/api/file/12/download" alt="a">');
  });

  it("keeps data URLs of images only", () => {
    expect(image(PNG)).toBe(`<img src="${PNG}" alt="a">`);
    expect(image("data:image/jpeg;base64,/9j/4AAQ")).toBe(
      '<img src="data:image/jpeg;base64,/9j/4AAQ" alt="a">',
    );
    expect(image("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==")).toBe('<img alt="a">');
    expect(image("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=")).toBe('<img alt="a">');
  });
});
