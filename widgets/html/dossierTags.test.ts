// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { linkDossierTagsInHtml, splitDossierTags } from "./dossierTags";

const tagsOf = (text: string) =>
  splitDossierTags(text).flatMap((part) => ("dossierId" in part ? [part.dossierId] : []));

describe("dossier-number tags", () => {
  it("finds each standing tag, in order, and keeps the text around them whole", () => {
    const parts = splitDossierTags("See #1042 and (#7), then #12.");
    expect(parts.map((part) => part.text).join("")).toBe("See #1042 and (#7), then #12.");
    expect(tagsOf("See #1042 and (#7), then #12.")).toEqual([1042, 7, 12]);
    expect(parts[1]).toEqual({ text: "#1042", start: 4, dossierId: 1042 });
    expect(tagsOf("#5 at the start")).toEqual([5]);
  });

  it("leaves what only looks like a tag: words, addresses, colours and bare numbers", () => {
    for (const text of [
      "page.html#12",
      "a#12",
      "#12abc",
      "colour #ff0000",
      "1042",
      "##12",
      "/x#3",
      "&#39;",
    ]) {
      expect(tagsOf(text), text).toEqual([]);
    }
    expect(splitDossierTags("")).toEqual([{ text: "", start: 0 }]);
  });

  it("links tags in rich text, but not inside an existing link, keeping the markup", () => {
    expect(linkDossierTagsInHtml("<p>About <b>#31</b> and <a href='/x'>#32</a></p>")).toBe(
      '<p>About <b><a href="/contentdossier/31" data-dossier-tag="31">#31</a></b> and <a href="/x">#32</a></p>',
    );
    const untouched = "<p>No tags <i>here</i></p>";
    expect(linkDossierTagsInHtml(untouched)).toBe(untouched);
  });
});
