// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const { model, id } = findItem("imageCode", "show");

it.each(["qrcode", "code128", "code39"] as const)("draws a %s as SVG with its text", async (imageType) => {
  renderItem(model, id, { value: "DK-000123", change: { fieldSettings: { imageType } } });
  const image = await screen.findByRole("img", { name: `${imageType}: DK-000123` });
  const svg = image.querySelector("svg");
  expect(svg).not.toBeNull();
  expect(svg?.querySelectorAll("path").length).toBeGreaterThan(0);
  expect(screen.getByText("DK-000123")).toBeInTheDocument();
  // A size of its own: an SVG with a viewBox alone is drawn at 0 x 0 in a shrinking box.
  const [, , boxWidth, boxHeight] = (svg?.getAttribute("viewBox") ?? "").split(" ").map(Number);
  expect(Number(svg?.getAttribute("width"))).toBe(boxWidth);
  expect(Number(svg?.getAttribute("height"))).toBe(boxHeight);
  expect(boxWidth).toBeGreaterThan(0);
  expect(boxHeight).toBeGreaterThan(0);
});

it.each([
  ["code39", "kleine letters", "Code 39"],
  ["qrcode", "x".repeat(3000), "QR code"],
] as const)("says a %s cannot hold %j, and still shows the text", async (imageType, value, name) => {
  renderItem(model, id, { value, change: { fieldSettings: { imageType } } });
  expect(await screen.findByText(`This value cannot be encoded as ${name}`)).toBeInTheDocument();
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.getByText(value)).toBeInTheDocument();
});
