import { describe, expect, it } from "vitest";
import { htmlToText, truncate } from "./html";

describe("htmlToText", () => {
  it("removes tags and keeps line breaks for <br> and ends of blocks", () => {
    expect(htmlToText("<p>Hello <b>world</b></p><p>Second<br/>line</p>")).toBe("Hello world\nSecond\nline");
    expect(htmlToText('<ol><li>one</li><li><a href="x">two</a></li></ol>')).toBe("one\ntwo");
  });

  it("decodes the common entities once", () => {
    expect(htmlToText("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; f&nbsp;g")).toBe(
      "a & b <c> \"d\" 'e' f g",
    );
    expect(htmlToText("&amp;lt;")).toBe("&lt;");
    expect(htmlToText("&#x263A; &#9731; &copy;")).toBe("☺ ☃ &copy;");
  });

  it("drops scripts and styles with their content and collapses spaces", () => {
    expect(htmlToText("<style>p{}</style>a  \t b<script>alert(1)</script>")).toBe("a b");
  });

  it("leaves a lone less-than sign that starts no tag", () => {
    expect(htmlToText("1 < 2")).toBe("1 < 2");
  });
});

describe("truncate", () => {
  it("cuts after the given length with an ellipsis", () => {
    expect(truncate("abcdef", 6)).toBe("abcdef");
    expect(truncate("abcdefg", 6)).toBe("abcdef…");
    expect(truncate("abc   defg", 6)).toBe("abc…");
  });
});
